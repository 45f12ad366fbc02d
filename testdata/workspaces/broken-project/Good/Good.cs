class Good { }
