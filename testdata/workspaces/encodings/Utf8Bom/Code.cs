class Code { }
