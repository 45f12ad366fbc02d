class Old { }
