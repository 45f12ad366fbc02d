-- glider.nvim: C# code intelligence from the Glider backend.
--
--   require('glider').setup({ ... })   -- optional; see :help glider-setup
--
-- The commands (:GliderSearch ...) are defined by plugin/glider.lua and
-- call the functions below; the backend calls M._on_notify.

local config = require('glider.config')

local M = {}

local keymap_commands = {
  search = 'GliderSearch',
  symbol = 'GliderSymbol',
  definition = 'GliderDefinition',
  references = 'GliderReferences',
  implementations = 'GliderImplementations',
  callers = 'GliderCallers',
  attributes = 'GliderAttributes',
  hierarchy = 'GliderHierarchy',
  modules = 'GliderModules',
  status = 'GliderStatus',
}

-- Mappings that work everywhere; the others are set in C# buffers.
local global_keymaps = { search = true, modules = true, status = true }

---Sets the options (see :help glider-options) and the keymaps asked for.
---@param opts? glider.Config
function M.setup(opts)
  config.set(opts)
  for name, lhs in pairs(config.options.keymaps) do
    if not keymap_commands[name] then
      error(('glider: keymaps.%s is no command (%s)'):format(name, table.concat(vim.tbl_keys(keymap_commands), ', ')))
    end
    if lhs and global_keymaps[name] then
      vim.keymap.set('n', lhs, '<Cmd>' .. keymap_commands[name] .. '<CR>', { desc = 'glider: ' .. name })
    end
  end
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) then
      M.attach(buf)
    end
  end
end

---Takes a buffer in: a C# buffer is synced with its workspace's backend
---(started if autostart) and gets the buffer keymaps. plugin/glider.lua
---calls it when a C# buffer opens.
---@param buf? integer
function M.attach(buf)
  buf = (buf == nil or buf == 0) and vim.api.nvim_get_current_buf() or buf
  local sync = require('glider.sync')
  if not sync.is_csharp(buf) then
    return
  end
  sync.attach(buf)
  for name, lhs in pairs(config.options.keymaps) do
    if lhs and not global_keymaps[name] and keymap_commands[name] then
      vim.keymap.set('n', lhs, '<Cmd>' .. keymap_commands[name] .. '<CR>', { buffer = buf, desc = 'glider: ' .. name })
    end
  end
end

---The backend's notifications: glider/progress and glider/indexChanged.
---@param method string
---@param params table
function M._on_notify(method, params, channel)
  require('glider.backend').on_notify(method, params, channel)
end

---A short status for a statusline: "glider: indexing 40/120", "glider"
---when ready, "" without a backend for the current buffer.
---@return string
function M.statusline()
  local backend = require('glider.backend')
  local root = backend.root_of(0)
  local client = root and backend.clients[root]
  if not client or not client:running() then
    return ''
  end
  local p = client.progress
  if p and p.phase == 'indexing' and (p.total or 0) > 0 and p.done < p.total then
    return ('glider: indexing %d/%d'):format(p.done, p.total)
  end
  return 'glider'
end

local commands = setmetatable({}, {
  __index = function(_, key)
    return require('glider.commands')[key]
  end,
})

---:GliderSearch [query]
---@param query? string
function M.search(query)
  commands.search(query)
end

---:GliderResolve {name}
---@param name string
function M.resolve(name)
  commands.resolve(name)
end

---:GliderSymbol [name]
---@param name? string
function M.symbol(name)
  commands.symbol(name)
end

---:GliderDefinition
function M.definition()
  commands.definition()
end

---:GliderReferences [name]
---@param name? string
function M.references(name)
  commands.references(name)
end

---:GliderImplementations [name]
---@param name? string
function M.implementations(name)
  commands.implementations(name)
end

---:GliderCallers [name]
---@param name? string
function M.callers(name)
  commands.callers(name)
end

---:GliderAttributes [name]
---@param name? string
function M.attributes(name)
  commands.attributes(name)
end

---:GliderHierarchy [name]
---@param name? string
function M.hierarchy(name)
  commands.hierarchy(name)
end

---:GliderModules [filter]
---@param filter? string
function M.modules(filter)
  commands.modules(filter)
end

---:GliderStatus
function M.status()
  commands.status()
end

---:GliderRestart [root]
---@param root? string
function M.restart(root)
  commands.restart(root)
end

return M
