class Try { }
