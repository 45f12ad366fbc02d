-- The commands about the symbol under the cursor: the float's text, the
-- jump of :GliderDefinition, the quickfix lists (and the picker instead).

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')
T.setup({ picker = 'select' })

local config = require('glider.config')

local service = 'src/Shop.Core/Orders/OrderService.cs'
local controller = 'src/Shop.Api/Controllers/OrdersController.cs'
local tests = 'tests/Shop.Tests/OrderServiceTests.cs'

T.test(':GliderSymbol shows signature, summary, kind and place in a float', function()
  T.edit(service)
  T.cursor_on(43, 'PlaceAsync')
  vim.cmd('GliderSymbol')
  T.eq(T.float_lines(), {
    'public async Task<Shop.Core.Common.Result<Shop.Core.Orders.Order>> Shop.Core.Orders.OrderService.PlaceAsync(Guid orderId, CancellationToken cancellationToken = default)',
    '',
    'Places a draft: reserves stock, saves it and publishes OrderPlaced.',
    '',
    'Method · Shop.Core · Public',
    'src/Shop.Core/Orders/OrderService.cs:43:38',
  }, 'the float')
  T.eq(vim.api.nvim_get_current_buf(), vim.fn.bufnr(T.path(service)), 'the cursor stays in the buffer')
  -- a partial type: every part
  vim.cmd('GliderSymbol Shop.Core.Orders.Order')
  local lines = T.float_lines()
  T.eq({ lines[#lines - 2], lines[#lines - 1], lines[#lines] },
    { 'declared in 2 parts:', '  src/Shop.Core/Orders/Order.cs:9', '  src/Shop.Core/Orders/Order.Lines.cs:6' }, 'the parts')
end)

T.test(':GliderSymbol on a name outside the workspace says what it is', function()
  T.edit(service)
  T.cursor_on(43, 'Task')
  vim.cmd('GliderSymbol')
  T.eq(T.float_lines(), {
    'Task<Shop.Core.Common.Result<Shop.Core.Orders.Order>> is outside the workspace: declared neither in the workspace nor in an assembly read',
  }, 'the float')
end)

T.test(':GliderDefinition jumps to a method, a local, and picks among partial parts', function()
  T.edit(controller)
  T.cursor_on(60, 'PlaceAsync')
  vim.cmd('GliderDefinition')
  T.eq(T.where(), { service, 43, 37 }, 'the method')
  vim.cmd("normal! \15") -- <C-o>: the jump is in the jump list
  T.eq(T.where(), { controller, 60, 34 }, 'back with <C-o>')
  T.cursor_on(60, 'order.Id')
  vim.cmd('GliderDefinition')
  T.eq(T.where(), { controller, 54, 12 }, 'the local')
  T.edit(service)
  T.cursor_on(43, 'Order>>')
  T.on_select('Order.Lines.cs')
  vim.cmd('GliderDefinition')
  T.eq(T.shown[1].labels, { 'src/Shop.Core/Orders/Order.cs:11', 'src/Shop.Core/Orders/Order.Lines.cs:8' }, 'the parts')
  T.eq(T.where(), { 'src/Shop.Core/Orders/Order.Lines.cs', 8, 28 }, 'the part picked, on its name')
end)

T.test(':GliderReferences fills the quickfix list', function()
  T.edit(service)
  T.cursor_on(43, 'PlaceAsync')
  vim.cmd('GliderReferences')
  local qf = T.quickfix()
  T.eq(qf.title, 'References to Shop.Core.Orders.OrderService.PlaceAsync', 'the title')
  T.eq(qf.items, {
    { controller, 60, 35, 'var placed = await orders.PlaceAsync(order.Id, cancellationToken);' },
    { service, 78, 33, '/// <summary>Use <see cref="PlaceAsync"/>, which also reserves stock.</summary>' },
    { service, 80, 61, 'public Task<Result<Order>> SubmitAsync(Guid orderId) => PlaceAsync(orderId);' },
    { tests, 49, 37, 'var result = await _service.PlaceAsync(order.Id);' },
    { tests, 65, 37, 'var result = await _service.PlaceAsync(order.Id);' },
    { tests, 94, 24, 'await _service.PlaceAsync(order.Id);' },
    { tests, 119, 24, 'await _service.PlaceAsync(order.Id);' },
  }, 'the entries')
  T.eq(vim.bo.buftype, 'quickfix', 'the quickfix window is open')
  vim.cmd('cfirst')
  T.eq(T.where(), { controller, 60, 34 }, ':cfirst')
end)

T.test(':GliderReferences {name} resolves the name first', function()
  T.edit('src/Shop.Api/Program.cs')
  vim.cmd('GliderReferences Paketgröße.Groß')
  T.eq(T.quickfix().items, {
    { 'src/Shop.Core/Catalog/Sizing.cs', 28, 40, '<= MaxWeightKg => Paketgröße.Groß,' },
    { 'tests/Shop.Tests/PricingTests.cs', 80, 36, '[InlineData(12.0, Paketgröße.Groß)]' },
  }, 'the entries')
end)

T.test(':GliderImplementations lists what implements an interface', function()
  T.edit('src/Shop.Core/Common/IRepository.cs')
  T.cursor_on(4, 'IEntity')
  vim.cmd('GliderImplementations')
  local qf = T.quickfix()
  T.eq(qf.title, 'Implementations of Shop.Core.Common.IEntity', 'the title')
  T.eq(qf.items, {
    { 'src/Shop.Core/Common/Entity.cs', 33, 23, 'Shop.Core.Common.AuditableEntity  (implements via Shop.Core.Common.Entity)' },
    { 'src/Shop.Core/Common/Entity.cs', 4, 23, 'Shop.Core.Common.Entity  (implements)' },
    { 'src/Shop.Core/Customers/Customer.cs', 7, 21, 'Shop.Core.Customers.Customer  (implements via Shop.Core.Common.AuditableEntity)' },
    { 'src/Shop.Core/Orders/Order.cs', 11, 29, 'Shop.Core.Orders.Order  (implements via Shop.Core.Common.AuditableEntity)' },
    { 'src/Shop.Core/Payments/Transaction.cs', 17, 22, 'Shop.Core.Payments.Transaction  (implements)' },
  }, 'the entries')
end)

T.test(':GliderCallers lists each call site with its caller', function()
  T.edit(service)
  T.cursor_on(43, 'PlaceAsync')
  vim.cmd('GliderCallers')
  local qf = T.quickfix()
  T.eq(qf.title, 'Callers of Shop.Core.Orders.OrderService.PlaceAsync', 'the title')
  T.eq(qf.items[1], { controller, 60, 35,
    'Shop.Api.Controllers.OrdersController.Create: var placed = await orders.PlaceAsync(order.Id, cancellationToken);' }, 'the first')
  T.eq(qf.items[2], { service, 80, 61,
    'Shop.Core.Orders.OrderService.SubmitAsync: public Task<Result<Order>> SubmitAsync(Guid orderId) => PlaceAsync(orderId);' }, 'the second')
  T.eq(#qf.items, 6, 'every call')
end)

T.test("list = 'picker' shows the references in the picker instead", function()
  config.options.list = 'picker'
  T.edit(service)
  T.cursor_on(43, 'PlaceAsync')
  T.on_select(function(labels)
    return #labels
  end)
  local ok, err = pcall(vim.cmd, 'GliderReferences')
  config.options.list = 'quickfix'
  T.ok(ok, err)
  T.eq(T.shown[1].prompt, 'References to Shop.Core.Orders.OrderService.PlaceAsync', 'the prompt')
  T.eq(T.shown[1].labels[1], 'src/Shop.Api/Controllers/OrdersController.cs:60  var placed = await orders.PlaceAsync(order.Id, cancellationToken);', 'an item')
  T.eq(#vim.fn.getqflist(), 0, 'the quickfix list is left alone')
  T.eq(T.where(), { tests, 119, 23 }, 'the last one picked')
end)

T.test(':GliderAttributes shows the attributes as written', function()
  T.edit(service)
  T.cursor_on(43, 'PlaceAsync')
  vim.cmd('GliderAttributes')
  T.eq(T.float_lines(), {
    'Attributes of Shop.Core.Orders.OrderService.PlaceAsync',
    '',
    '[Audited("orders", Level = Shop.Core.Common.AuditLevel.Full)]  src/Shop.Core/Orders/OrderService.cs:42',
  }, 'the float')
  T.cursor_on(80, 'SubmitAsync')
  vim.cmd('GliderAttributes')
  T.eq(T.float_lines()[3],
    '[Obsolete("Use PlaceAsync; it reserves stock before placing the order.", DiagnosticId = "SHOP001")]  src/Shop.Core/Orders/OrderService.cs:79',
    'a second symbol')
  T.cursor_on(14, 'OrderService(')
  vim.cmd('GliderAttributes')
  T.noted('Shop.Core.Orders.OrderService has no attributes')
end)

T.test('a command on white space says so', function()
  T.edit(service)
  vim.api.nvim_win_set_cursor(0, { 43, 0 })
  vim.cmd('GliderReferences')
  T.noted('is white space, not a name')
  T.eq(#vim.fn.getqflist(), 0, 'no list')
end)

T.run()
