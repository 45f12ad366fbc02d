module Library
let answer = 42
