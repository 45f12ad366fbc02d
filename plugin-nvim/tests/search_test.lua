-- :GliderSearch and :GliderResolve through the vim.ui.select fallback:
-- the items the user sees, and where <CR> (the choice) lands.

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')
T.setup({ picker = 'select' })

T.test('search without a query asks for one, lists the matches, and jumps', function()
  T.edit('src/Shop.Api/Program.cs')
  T.on_input('OrderService')
  T.on_select('OrderServiceTests')
  vim.cmd('GliderSearch')
  T.eq(T.shown[1].prompt, 'Glider symbols: OrderService', 'the prompt')
  T.eq(T.shown[1].labels, {
    'OrderService       Class        Shop.Core.Orders               src/Shop.Core/Orders/OrderService.cs:14',
    'OrderService       Constructor  Shop.Core.Orders.OrderService  src/Shop.Core/Orders/OrderService.cs:14',
    'OrderServiceTests  Class        Shop.Tests                     tests/Shop.Tests/OrderServiceTests.cs:13',
    'OrderServiceTests  Constructor  Shop.Tests.OrderServiceTests   tests/Shop.Tests/OrderServiceTests.cs:27',
  }, 'the items: name, kind, container, file')
  T.eq(T.where(), { 'tests/Shop.Tests/OrderServiceTests.cs', 13, 20 }, 'the cursor after the jump')
end)

T.test('search with a query goes straight to the list', function()
  T.on_select('Interface')
  vim.cmd('GliderSearch IEntity')
  T.eq(#T.shown, 1, 'one picker, no prompt')
  T.eq(T.shown[1].labels[1], 'IEntity  Interface  Shop.Core.Common  src/Shop.Core/Common/IRepository.cs:4', 'the first item')
  T.eq(T.where(), { 'src/Shop.Core/Common/IRepository.cs', 4, 17 }, 'the cursor')
end)

T.test('a cancelled prompt or picker does nothing', function()
  T.edit('src/Shop.Api/Program.cs')
  T.on_input(nil)
  vim.cmd('GliderSearch')
  T.eq(#T.shown, 0, 'no picker after a cancelled prompt')
  T.on_select(function()
    return nil
  end)
  vim.cmd('GliderSearch Order')
  T.eq(T.where()[1], 'src/Shop.Api/Program.cs', 'no jump')
end)

T.test('a search that matches nothing says so', function()
  vim.cmd('GliderSearch NoSuchSymbolAnywhere')
  T.eq(#T.shown, 0, 'no picker')
  T.noted('nothing matches NoSuchSymbolAnywhere')
end)

T.test('resolve jumps to the one symbol a name means', function()
  vim.cmd('GliderResolve Shop.Core.Orders.Order')
  T.eq(T.where(), { 'src/Shop.Core/Orders/Order.cs', T.where()[2], T.where()[3] }, 'the file')
  local line = vim.api.nvim_get_current_line()
  T.ok(line:find('class Order', 1, true), 'the cursor is on the declaration: ' .. line)
  T.eq(line:sub(T.where()[3] + 1, T.where()[3] + 5), 'Order', 'the cursor is on the name')
end)

T.test('resolve lets the user pick when a name means several symbols', function()
  T.on_select('Constructor')
  vim.cmd('GliderResolve OrderService')
  T.eq(T.shown[1].labels, {
    'OrderService  Class        Shop.Core.Orders               src/Shop.Core/Orders/OrderService.cs:14',
    'OrderService  Constructor  Shop.Core.Orders.OrderService  src/Shop.Core/Orders/OrderService.cs:14',
  }, 'the candidates')
  T.eq(T.where(), { 'src/Shop.Core/Orders/OrderService.cs', 14, 20 }, 'the cursor')
end)

T.test('resolve of an unknown name says so', function()
  vim.cmd('GliderResolve NoSuchThing')
  T.noted('nothing is named NoSuchThing')
end)

T.test('names complete from the index', function()
  local got = vim.fn.getcompletion('GliderSearch OrderServ', 'cmdline')
  T.eq(got, { 'OrderService', 'OrderServiceTests' }, 'completion of OrderServ')
  got = vim.fn.getcompletion('GliderResolve Shop.Core.Orders.OrderSer', 'cmdline')
  T.has(got, 'Shop.Core.Orders.OrderService', 'completion of a qualified name')
end)

T.run()
