-- :GliderModules: modules, then a module's types, then a type's members,
-- each in the picker; a member with source opens at its declaration.

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')
T.setup({ picker = 'select' })

T.test('modules, types, members, and a jump to a member', function()
  T.edit('src/Shop.Api/Program.cs')
  T.on_select('Shop.Core')
  T.on_select('Paketgröße')
  T.on_select('Groß')
  vim.cmd('GliderModules')
  T.eq(T.shown[1].prompt, 'Glider modules', 'the first picker')
  T.eq(T.shown[1].labels, {
    'Shop.Core   source',
    'Shop.Data   source',
    'Shop.Api    source',
    'Shop.Tests  source',
  }, 'the modules: the projects (the test backend reads no assemblies)')
  T.eq(T.shown[2].prompt, 'Glider: types of Shop.Core', 'the second picker')
  T.eq(T.shown[2].labels[1], '‹ modules', 'a way back')
  T.has(T.shown[2].labels, 'Shop.Core.Catalog.Paketgröße                    enum          public', 'a type')
  T.eq(#T.shown[2].labels, 57, 'every type of Shop.Core and the way back')
  T.eq(T.shown[3].prompt, 'Glider: members of Shop.Core.Catalog.Paketgröße', 'the third picker')
  T.eq(T.shown[3].labels, {
    '‹ the types of Shop.Core',
    '→ Shop.Core.Catalog.Paketgröße',
    'enumMember  Shop.Core.Catalog.Paketgröße.Klein = 1',
    'enumMember  Shop.Core.Catalog.Paketgröße.Mittel = 2',
    'enumMember  Shop.Core.Catalog.Paketgröße.Groß = 3',
  }, 'the members')
  T.eq(T.where(), { 'src/Shop.Core/Catalog/Sizing.cs', 10, 4 }, 'the cursor on Groß')
end)

T.test('back from members to types to modules; a type opens at its name', function()
  T.on_select('Shop.Data')
  T.on_select('OrderRepository')
  T.on_select('‹ the types of Shop.Data')
  T.on_select('‹ modules')
  T.on_select('Shop.Data')
  T.on_select('OrderRepository')
  T.on_select('→ Shop.Data.Repositories.OrderRepository')
  vim.cmd('GliderModules')
  T.eq(#T.shown, 7, 'seven pickers')
  T.eq(T.where(), { 'src/Shop.Data/Repositories/OrderRepository.cs', T.where()[2], T.where()[3] }, 'the file')
  local line = vim.api.nvim_get_current_line()
  T.eq(line:sub(T.where()[3] + 1, T.where()[3] + #'OrderRepository'), 'OrderRepository', 'the cursor on the name: ' .. line)
end)

T.test('types come a page at a time', function()
  require('glider.config').options.modules_page = 20
  T.on_select('Shop.Core')
  T.on_select('… more types')
  T.on_select('Shop.Core.Orders.OrderService ')
  T.on_select(function()
    return nil
  end)
  vim.cmd('GliderModules')
  require('glider.config').options.modules_page = 500
  T.eq(#T.shown[2].labels, 22, 'the way back, 20 types, the way on')
  T.eq(T.shown[2].labels[22], '… more types (20 of 56 shown)', 'the way on')
  T.eq(#T.shown[3].labels, 42, 'two pages')
  T.eq(T.shown[3].labels[40], 'Shop.Core.Orders.OrderService                   class         public', 'a type of the second page')
  T.eq(T.shown[4].prompt, 'Glider: members of Shop.Core.Orders.OrderService', 'its members')
end)

T.test('a filter, and module names complete', function()
  T.on_select(function()
    return nil
  end)
  vim.cmd('GliderModules *Data*')
  T.eq(T.shown[1].labels, { 'Shop.Data  source' }, 'the modules matching *Data*')
  T.eq(vim.fn.getcompletion('GliderModules Shop.T', 'cmdline'), { 'Shop.Tests' }, 'completion')
end)

T.run()
