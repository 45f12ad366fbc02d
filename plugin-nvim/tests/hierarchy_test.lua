-- :GliderHierarchy: the tree's lines as the user reads them, after opening
-- and closing nodes, loading the next page of derived types, jumping
-- with gd and closing with q.

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')
T.setup({ picker = 'select', hierarchy = { derived_page = 2 } })

local function lines()
  return vim.api.nvim_buf_get_lines(0, 0, -1, false)
end

---Puts the cursor on the tree's line that contains text.
local function goto_line(text)
  for i, l in ipairs(lines()) do
    if l:find(text, 1, true) then
      vim.api.nvim_win_set_cursor(0, { i, 0 })
      return
    end
  end
  error(('no line contains %q:\n%s'):format(text, table.concat(lines(), '\n')))
end

T.test('the tree of a class: bases, interfaces, a first page of derived types', function()
  T.edit('src/Shop.Core/Common/Entity.cs')
  local source = vim.api.nvim_get_current_win()
  T.cursor_on(4, 'Entity :')
  vim.cmd('GliderHierarchy')
  T.eq(vim.bo.filetype, 'glider_hierarchy', 'the tree buffer is current')
  T.ok(vim.api.nvim_get_current_win() ~= source, 'in a window of its own')
  T.eq(lines(), {
    '▾ Shop.Core.Common.Entity  Class  src/Shop.Core/Common/Entity.cs:4',
    '  ▾ Base types',
    '      object  (implicit)',
    '  ▾ Interfaces',
    '    ▸ Shop.Core.Common.IEntity  Interface  src/Shop.Core/Common/IRepository.cs:4',
    '      IEquatable<Shop.Core.Common.Entity>',
    '  ▾ Derived types (3)',
    '    ▸ Shop.Core.Common.AuditableEntity  Class  src/Shop.Core/Common/Entity.cs:33',
    '    ▸ Shop.Core.Customers.Customer  Class  src/Shop.Core/Customers/Customer.cs:7  (via Shop.Core.Common.AuditableEntity)',
    '      … 1 more (<CR> loads them)',
  }, 'the tree')

  goto_line('more (<CR>')
  T.feed('<CR>')
  T.eq({ unpack(lines(), 7) }, {
    '  ▾ Derived types (3)',
    '    ▸ Shop.Core.Common.AuditableEntity  Class  src/Shop.Core/Common/Entity.cs:33',
    '    ▸ Shop.Core.Customers.Customer  Class  src/Shop.Core/Customers/Customer.cs:7  (via Shop.Core.Common.AuditableEntity)',
    '    ▸ Shop.Core.Orders.Order  Class  src/Shop.Core/Orders/Order.cs:11  (via Shop.Core.Common.AuditableEntity)',
  }, 'the next page, in place of the "more" line')
end)

T.test('o opens a type node and closes it again', function()
  T.edit('src/Shop.Core/Common/Entity.cs')
  T.cursor_on(4, 'Entity :')
  vim.cmd('GliderHierarchy')
  goto_line('Shop.Core.Common.AuditableEntity')
  T.feed('o')
  T.eq({ unpack(lines(), 7, 15) }, {
    '  ▾ Derived types (3)',
    '    ▾ Shop.Core.Common.AuditableEntity  Class  src/Shop.Core/Common/Entity.cs:33',
    '      ▾ Base types',
    '        ▸ Shop.Core.Common.Entity  Class  src/Shop.Core/Common/Entity.cs:4',
    '          object  (implicit)',
    '      ▾ Interfaces',
    '        ▸ Shop.Core.Common.IEntity  Interface  src/Shop.Core/Common/IRepository.cs:4  (via Shop.Core.Common.Entity)',
    '          IEquatable<Shop.Core.Common.Entity>  (via Shop.Core.Common.Entity)',
    '      ▾ Derived types (2)',
  }, 'AuditableEntity opened')
  local opened = #lines()
  T.feed('o')
  T.eq(#lines(), opened - 9, 'closed again')
  T.eq(lines()[8], '    ▸ Shop.Core.Common.AuditableEntity  Class  src/Shop.Core/Common/Entity.cs:33', 'its line')
  T.feed('<CR>')
  T.eq(#lines(), opened, 'opened again with <CR>, from what was loaded')
end)

T.test('an interface: what derives from it, with a group closed by <CR>', function()
  T.edit('src/Shop.Core/Common/IRepository.cs')
  T.cursor_on(4, 'IEntity')
  vim.cmd('GliderHierarchy')
  T.eq(lines(), {
    '▾ Shop.Core.Common.IEntity  Interface  src/Shop.Core/Common/IRepository.cs:4',
    '  ▾ Derived types (5)',
    '    ▸ Shop.Core.Common.Entity  Class  src/Shop.Core/Common/Entity.cs:4',
    '    ▸ Shop.Core.Payments.Transaction  Record  src/Shop.Core/Payments/Transaction.cs:17',
    '      … 3 more (<CR> loads them)',
  }, 'the tree')
  goto_line('Derived types')
  T.feed('<CR>')
  T.eq(lines(), {
    '▾ Shop.Core.Common.IEntity  Interface  src/Shop.Core/Common/IRepository.cs:4',
    '  ▸ Derived types (5)',
  }, 'the group closed')
end)

T.test('gd jumps to the type in the source window, q closes the tree', function()
  T.edit('src/Shop.Core/Common/Entity.cs')
  local source = vim.api.nvim_get_current_win()
  T.cursor_on(4, 'Entity :')
  vim.cmd('GliderHierarchy')
  local tree = vim.api.nvim_get_current_win()
  goto_line('Shop.Core.Customers.Customer')
  T.feed('gd')
  T.eq(vim.api.nvim_get_current_win(), source, 'the source window')
  T.eq(T.where(), { 'src/Shop.Core/Customers/Customer.cs', 7, 20 }, 'the cursor on Customer')
  vim.api.nvim_set_current_win(tree)
  T.feed('q')
  T.ok(not vim.api.nvim_win_is_valid(tree), 'the tree window is closed')
  T.eq(#vim.api.nvim_list_wins(), 1, 'one window left')
end)

T.test('a second hierarchy replaces the first, in the same window', function()
  T.edit('src/Shop.Core/Common/Entity.cs')
  T.cursor_on(4, 'Entity :')
  vim.cmd('GliderHierarchy')
  local tree = vim.api.nvim_get_current_win()
  vim.cmd('GliderHierarchy Shop.Core.Orders.Order')
  T.eq(vim.api.nvim_get_current_win(), tree, 'the same window')
  T.eq(lines()[1], '▾ Shop.Core.Orders.Order  Class  src/Shop.Core/Orders/Order.cs:11', 'the new tree')
  T.eq(#vim.api.nvim_list_wins(), 2, 'two windows')
end)

T.test('a member has no type hierarchy: the backend says why', function()
  T.edit('src/Shop.Core/Common/Entity.cs')
  T.cursor_on(22, 'Id')
  vim.cmd('GliderHierarchy')
  T.eq(vim.bo.filetype ~= 'glider_hierarchy', true, 'no tree')
  T.ok(#T.notes == 1 and T.notes[1].level == vim.log.levels.ERROR, 'one error: ' .. vim.inspect(T.notes))
end)

T.run()
