class Tool { }
