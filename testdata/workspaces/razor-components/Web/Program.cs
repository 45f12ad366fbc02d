var counter = new Shop.Pages.Counter();
