-- plugin/glider.lua and setup(): the load guard, the commands, lazy
-- loading, options checked, keymaps only when asked, the statusline and
-- the User autocommands.

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')

local commands = {
  'GliderSearch', 'GliderResolve', 'GliderSymbol', 'GliderDefinition', 'GliderReferences',
  'GliderImplementations', 'GliderCallers', 'GliderAttributes', 'GliderHierarchy',
  'GliderModules', 'GliderStatus', 'GliderRestart',
}

T.test('the plugin file defines the commands and loads nothing else', function()
  vim.opt.runtimepath:prepend(T.plugin)
  vim.cmd('runtime plugin/glider.lua')
  T.eq(vim.g.loaded_glider, 1, 'g:loaded_glider')
  for _, name in ipairs(commands) do
    T.eq(vim.fn.exists(':' .. name), 2, ':' .. name)
  end
  T.eq(package.loaded['glider'], nil, 'lua/glider is loaded on first use only')
  vim.cmd('runtime plugin/glider.lua') -- the guard: no error, nothing twice
  local ok, err = pcall(vim.cmd, 'GliderResolve')
  T.ok(not ok and err:find('E471', 1, true), ':GliderResolve needs its argument: ' .. tostring(err))
end)

T.test('setup checks its options', function()
  local glider = require('glider')
  local ok, err = pcall(glider.setup, { picker = 'nope' })
  T.ok(not ok and err:find('picker must be one of auto, telescope, fzf-lua, select', 1, true), tostring(err))
  ok, err = pcall(glider.setup, { keymaps = { nope = 'x' } })
  T.ok(not ok and err:find('keymaps.nope is no command', 1, true), tostring(err))
  ok, err = pcall(glider.setup, { cmd = 'glider' })
  T.ok(not ok and err:find('cmd', 1, true), tostring(err))
  glider.setup({ cmd = { T.bin, 'nvim', '--no-assemblies' }, hierarchy = { width = 40 } })
  local config = require('glider.config').options
  T.eq(config.cmd, { T.bin, 'nvim', '--no-assemblies' }, 'a list replaces the default')
  T.eq(config.hierarchy, { position = 'right', width = 40, derived_page = 50 }, 'a table merges')
  T.eq(config.keymaps, {}, 'no keymaps by default')
end)

T.test('no keymaps unless asked', function()
  require('glider').setup({ cmd = { T.bin, 'nvim', '--no-assemblies', '--no-cache' } })
  T.edit('src/Shop.Core/Orders/Order.cs')
  for _, m in ipairs(vim.api.nvim_buf_get_keymap(0, 'n')) do
    T.ok(not (m.desc or ''):find('glider', 1, true), 'a buffer keymap: ' .. vim.inspect(m))
  end
  for _, m in ipairs(vim.api.nvim_get_keymap('n')) do
    T.ok(not (m.desc or ''):find('glider', 1, true), 'a global keymap: ' .. vim.inspect(m))
  end
end)

T.test('keymaps asked for: global ones, and the others in C# buffers', function()
  require('glider').setup({
    cmd = { T.bin, 'nvim', '--no-assemblies', '--no-cache' },
    keymaps = { search = '<Space>gs', definition = 'gd', references = false },
  })
  T.ok(vim.fn.maparg('<Space>gs', 'n'):find('GliderSearch', 1, true), 'the search keymap')
  T.edit('src/Shop.Core/Orders/Order.cs')
  T.ok(vim.fn.maparg('gd', 'n'):find('GliderDefinition', 1, true), 'gd in a C# buffer (set up before)')
  T.edit('src/Shop.Core/Orders/OrderService.cs')
  T.ok(vim.fn.maparg('gd', 'n'):find('GliderDefinition', 1, true), 'gd in a C# buffer (opened after)')
  vim.cmd('edit ' .. T.path('README.md'))
  T.eq(vim.fn.maparg('gd', 'n'), '', 'no gd elsewhere')
  -- the keymap does what the command does
  T.edit('src/Shop.Core/Orders/OrderService.cs')
  T.cursor_on(45, 'order')
  T.feed('gd')
  T.eq(T.where(), { 'src/Shop.Core/Orders/OrderService.cs', 45, 12 }, 'gd on a local: its declaration')
  T.cursor_on(46, 'order')
  T.feed('gd')
  T.eq(T.where(), { 'src/Shop.Core/Orders/OrderService.cs', 45, 12 }, 'gd on a use of it')
end)

T.test('the statusline and the User autocommands', function()
  local glider = require('glider')
  T.edit('src/Shop.Core/Orders/OrderService.cs')
  vim.cmd('GliderStatus') -- the backend runs; status asks nothing of the index
  local changed = 0
  vim.api.nvim_create_autocmd('User', {
    pattern = 'GliderIndexChanged',
    callback = function()
      changed = changed + 1
    end,
  })
  vim.api.nvim_buf_set_lines(0, -1, -1, false, { '// a change' })
  T.wait(function()
    return changed > 0
  end, 'User GliderIndexChanged')
  T.eq(glider.statusline(), 'glider', 'ready')
  vim.cmd('enew')
  T.eq(glider.statusline(), 'glider', 'a buffer of no file: the working folder (the sample)')
  vim.cmd('cd /')
  T.eq(glider.statusline(), '', 'elsewhere: no backend')
end)

T.test('the help file has its tags', function()
  local dir = vim.fn.tempname()
  vim.fn.mkdir(dir .. '/doc', 'p')
  vim.fn.writefile(vim.fn.readfile(T.plugin .. '/doc/glider.txt', 'b'), dir .. '/doc/glider.txt', 'b')
  vim.cmd('helptags ' .. vim.fn.fnameescape(dir .. '/doc'))
  vim.opt.runtimepath:append(dir)
  for _, tag in ipairs({ 'glider', 'glider-options', ':GliderSearch', ':GliderHierarchy', 'glider-root', 'glider-sync', 'glider.statusline()' }) do
    vim.cmd('help ' .. tag)
    T.eq(vim.fn.expand('%:t'), 'glider.txt', ':help ' .. tag)
    vim.cmd('helpclose')
  end
end)

T.run()
