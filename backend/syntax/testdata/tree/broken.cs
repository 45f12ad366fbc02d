class Broken { void M() { int x = ; } }
