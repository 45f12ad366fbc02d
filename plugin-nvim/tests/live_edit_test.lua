-- Buffer sync: what is typed, and not saved, is what the next command
-- sees; a closed buffer gives its file back to the disk; changes are
-- debounced.

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')
T.setup({ picker = 'select' })

local backend = require('glider.backend')

local controller = 'src/Shop.Api/Controllers/OrdersController.cs'

---The labels :GliderSearch shows for a query (the picker cancelled), or
---{} when nothing matches.
local function search(query)
  local before = #T.shown
  T.on_select(function()
    return nil
  end)
  vim.cmd('GliderSearch ' .. query)
  if #T.shown == before then
    T.clear_selects()
    return {}
  end
  return T.shown[#T.shown].labels
end

local function disk(rel)
  return table.concat(vim.fn.readfile(T.path(rel)), '\n')
end

T.test('an unsaved class is found by the next search, and jumped to', function()
  T.edit(controller)
  vim.api.nvim_buf_set_lines(0, -1, -1, false, { '', 'public sealed class LiveEditProbe', '{', '}' })
  -- no wait: the command sends what is pending and waits for the index
  T.on_select('LiveEditProbe')
  vim.cmd('GliderSearch LiveEditProbe')
  T.eq(T.shown[1].labels, {
    'LiveEditProbe  Class  Shop.Api.Controllers  src/Shop.Api/Controllers/OrdersController.cs:104',
  }, 'the new class')
  T.eq(T.where(), { controller, 104, 20 }, 'the cursor on it')
  T.ok(vim.bo.modified, 'the buffer is still unsaved')
  T.ok(not disk(controller):find('LiveEditProbe', 1, true), 'the disk does not have it')
end)

T.test('a rename in the buffer replaces the old name', function()
  T.edit(controller)
  vim.api.nvim_buf_set_lines(0, 103, 104, false, { 'public sealed class LiveEditProbeRenamed' })
  T.on_select(function()
    return nil
  end)
  vim.cmd('GliderSearch LiveEditProbe')
  T.eq(T.shown[1].labels, {
    'LiveEditProbeRenamed  Class  Shop.Api.Controllers  src/Shop.Api/Controllers/OrdersController.cs:104',
  }, 'only the new name')
end)

T.test('non-ASCII text typed before a name: the jump still lands on it', function()
  T.edit(controller)
  vim.api.nvim_buf_set_lines(0, -1, -1, false, { '/* 📦 Größe */ public sealed class Straße { }' })
  T.on_select('Straße')
  vim.cmd('GliderSearch Straße')
  local line = vim.api.nvim_buf_line_count(0)
  T.eq(T.shown[1].labels, { ('Straße  Class  Shop.Api.Controllers  src/Shop.Api/Controllers/OrdersController.cs:%d'):format(line) }, 'the class')
  T.eq(T.where(), { controller, line, 39 }, 'the cursor on Straße (byte 39, UTF-16 unit 35)')
end)

T.test('closing the buffer without saving gives the file back to the disk', function()
  T.edit(controller)
  T.ok(vim.bo.modified, 'the edits are still there')
  vim.cmd('bwipeout!')
  T.eq(search('LiveEditProbe'), {}, 'the unsaved class is gone')
  T.noted('nothing matches LiveEditProbe')
end)

T.test('changes are debounced: five quick edits, one glider_did_change', function()
  T.edit(controller)
  local client = backend.clients[backend.root_of(0)]
  T.ok(client and client:running(), 'the backend runs')
  local sent = {}
  local notify = client.notify
  client.notify = function(self, method, path, text)
    table.insert(sent, { method, path })
    return notify(self, method, path, text)
  end
  for i = 1, 5 do
    vim.api.nvim_buf_set_lines(0, -1, -1, false, { ('// edit %d'):format(i) })
  end
  T.eq(sent, {}, 'nothing sent while typing')
  T.wait(function()
    return #sent > 0
  end, 'the change to be sent')
  vim.wait(require('glider.config').options.debounce_ms * 3)
  client.notify = nil -- the method again
  T.eq(sent, { { 'glider_did_change', T.path(controller) } }, 'one change, after the pause')
  vim.cmd('bwipeout!')
end)

T.test('a buffer opened before its backend is sent when the backend starts', function()
  local root = backend.root_of(0)
  backend.clients[root]:stop()
  T.edit('src/Shop.Core/Catalog/Sku.cs')
  vim.api.nvim_buf_set_lines(0, -1, -1, false, { 'public sealed class StartedLater { }' })
  vim.cmd('GliderRestart')
  T.on_select('StartedLater')
  vim.cmd('GliderSearch StartedLater')
  T.eq(T.where()[1], 'src/Shop.Core/Catalog/Sku.cs', 'found in the unsaved buffer')
  vim.cmd('bwipeout!')
end)

T.run()
