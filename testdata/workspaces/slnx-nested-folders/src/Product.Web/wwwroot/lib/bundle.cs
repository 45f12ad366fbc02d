// a stray file under wwwroot: the Web SDK removes it from Compile
