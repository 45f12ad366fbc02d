-- The options: defaults, and what setup() makes of the user's.

---@class glider.KeymapOptions
---@field search? string|false        :GliderSearch (normal mode, everywhere)
---@field symbol? string|false        :GliderSymbol (C# buffers)
---@field definition? string|false    :GliderDefinition (C# buffers)
---@field references? string|false    :GliderReferences (C# buffers)
---@field implementations? string|false
---@field callers? string|false
---@field attributes? string|false
---@field hierarchy? string|false

---@class glider.HierarchyOptions
---@field position 'left'|'right'  the side of the tree window
---@field width integer            its width in columns
---@field derived_page integer     derived types loaded at a time

---@class glider.Config
---@field cmd string[]             the backend's command; the workspace root is appended
---@field root_dir? fun(path: string): string|nil  finds the workspace of a file (default: see glider-root)
---@field autostart boolean        start the backend when a C# buffer opens (else on the first command)
---@field filetypes string[]       the buffers that are C#
---@field sync boolean             send C# buffers' text, so answers follow unsaved edits
---@field debounce_ms integer      wait this long after a change before sending the buffer
---@field sync_wait_ms integer     how long a command waits for the index to take edits just sent
---@field picker 'auto'|'telescope'|'fzf-lua'|'select'
---@field list 'quickfix'|'picker' where :GliderReferences, :GliderImplementations and :GliderCallers list
---@field open_quickfix boolean    open the quickfix window after filling it
---@field max_results integer      take of the list tools (references, implementations, callers)
---@field search_take integer      matches a search shows
---@field modules_page integer     types :GliderModules lists at a time
---@field float_border string|string[]
---@field hierarchy glider.HierarchyOptions
---@field restart_limit integer    restarts within restart_window_ms before giving up
---@field restart_window_ms integer
---@field notify_progress boolean  echo indexing progress
---@field keymaps glider.KeymapOptions  none by default

local M = {}

---@type glider.Config
M.defaults = {
  cmd = { 'glider', 'nvim' },
  root_dir = nil,
  autostart = true,
  filetypes = { 'cs' },
  sync = true,
  debounce_ms = 150,
  sync_wait_ms = 3000,
  picker = 'auto',
  list = 'quickfix',
  open_quickfix = true,
  max_results = 1000,
  search_take = 100,
  modules_page = 500,
  float_border = 'rounded',
  hierarchy = { position = 'right', width = 60, derived_page = 50 },
  restart_limit = 3,
  restart_window_ms = 60000,
  notify_progress = false,
  keymaps = {},
}

---@type glider.Config
M.options = vim.deepcopy(M.defaults)

local types = {
  cmd = 'table', root_dir = 'function', autostart = 'boolean', filetypes = 'table', sync = 'boolean',
  debounce_ms = 'number', sync_wait_ms = 'number', open_quickfix = 'boolean', max_results = 'number',
  search_take = 'number', modules_page = 'number', hierarchy = 'table', restart_limit = 'number',
  restart_window_ms = 'number', notify_progress = 'boolean', keymaps = 'table',
}

local enums = {
  picker = { 'auto', 'telescope', 'fzf-lua', 'select' },
  list = { 'quickfix', 'picker' },
}

---Merges opts over the defaults and checks them.
---@param opts? table
---@return glider.Config
function M.set(opts)
  opts = opts or {}
  for key, kind in pairs(types) do
    if opts[key] ~= nil and type(opts[key]) ~= kind then
      error(('glider: %s must be a %s, not %s'):format(key, kind, vim.inspect(opts[key])))
    end
  end
  for key, values in pairs(enums) do
    if opts[key] ~= nil and not vim.tbl_contains(values, opts[key]) then
      error(('glider: %s must be one of %s, not %s'):format(key, table.concat(values, ', '), vim.inspect(opts[key])))
    end
  end
  local merged = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts)
  if opts.cmd then
    merged.cmd = vim.deepcopy(opts.cmd) -- a list replaces, it does not merge
  end
  if opts.filetypes then
    merged.filetypes = vim.deepcopy(opts.filetypes)
  end
  M.options = merged
  return merged
end

return M
