// editor folder
