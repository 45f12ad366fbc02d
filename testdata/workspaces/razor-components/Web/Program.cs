var counter = new Shop.Pages.Counter();
var step = counter.Step;
