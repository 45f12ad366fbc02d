class Worker { }
