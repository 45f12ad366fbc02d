class Job { }
