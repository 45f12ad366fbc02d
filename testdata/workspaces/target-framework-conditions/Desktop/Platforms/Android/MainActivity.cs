class MainActivity { }
