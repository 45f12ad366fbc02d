// build output
