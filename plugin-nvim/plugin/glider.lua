-- glider.nvim: the commands and the autocommands that follow C# buffers.
-- The work is done in lua/glider/, loaded on first use.

if vim.g.loaded_glider == 1 then
  return
end
if vim.fn.has('nvim-0.7') ~= 1 then
  vim.api.nvim_err_writeln('glider.nvim needs Neovim 0.7 or later')
  return
end
vim.g.loaded_glider = 1

local function glider()
  return require('glider')
end

local function commands()
  return require('glider.commands')
end

---@param lead string
local function complete_symbols(lead)
  return commands().complete_symbols(lead)
end

---@type {[1]: string, [2]: fun(args: table), [3]: table}[]
local defs = {
  { 'GliderSearch', function(a) glider().search(a.args) end,
    { nargs = '?', complete = complete_symbols, desc = 'Search symbols (a picker that follows the query)' } },
  { 'GliderResolve', function(a) glider().resolve(a.args) end,
    { nargs = 1, complete = complete_symbols, desc = 'Jump to what a name means' } },
  { 'GliderSymbol', function(a) glider().symbol(a.args) end,
    { nargs = '?', complete = complete_symbols, desc = 'Describe the symbol under the cursor' } },
  { 'GliderDefinition', function() glider().definition() end,
    { nargs = 0, desc = 'Jump to the declaration of the name under the cursor' } },
  { 'GliderReferences', function(a) glider().references(a.args) end,
    { nargs = '?', complete = complete_symbols, desc = 'List the references of the symbol under the cursor' } },
  { 'GliderImplementations', function(a) glider().implementations(a.args) end,
    { nargs = '?', complete = complete_symbols, desc = 'List the implementations of the symbol under the cursor' } },
  { 'GliderCallers', function(a) glider().callers(a.args) end,
    { nargs = '?', complete = complete_symbols, desc = 'List the callers of the symbol under the cursor' } },
  { 'GliderAttributes', function(a) glider().attributes(a.args) end,
    { nargs = '?', complete = complete_symbols, desc = 'Show the attributes of the symbol under the cursor' } },
  { 'GliderHierarchy', function(a) glider().hierarchy(a.args) end,
    { nargs = '?', complete = complete_symbols, desc = 'Show the type hierarchy of the type under the cursor' } },
  { 'GliderModules', function(a) glider().modules(a.args) end,
    { nargs = '?', complete = function(lead) return commands().complete_modules(lead) end,
      desc = 'Browse referenced assemblies, their types and members' } },
  { 'GliderStatus', function() glider().status() end, { nargs = 0, desc = 'Show the backends and their index' } },
  { 'GliderRestart', function(a) glider().restart(a.args) end,
    { nargs = '?', complete = function(lead) return commands().complete_roots(lead) end,
      desc = "Restart the backend of this buffer's workspace" } },
}

for _, def in ipairs(defs) do
  vim.api.nvim_create_user_command(def[1], def[2], def[3])
end

local group = vim.api.nvim_create_augroup('glider', { clear = true })

-- A C# buffer: follow it (its backend starts unless autostart is off).
-- Both events, so it works without filetype detection too.
vim.api.nvim_create_autocmd('FileType', {
  group = group,
  pattern = 'cs',
  callback = function(args)
    glider().attach(args.buf)
  end,
})
vim.api.nvim_create_autocmd({ 'BufReadPost', 'BufNewFile' }, {
  group = group,
  pattern = '*.cs',
  callback = function(args)
    glider().attach(args.buf)
  end,
})

vim.api.nvim_create_autocmd('VimLeavePre', {
  group = group,
  callback = function()
    if package.loaded['glider.backend'] then
      require('glider.backend').leaving()
    end
  end,
})

-- C# buffers loaded before the plugin (lazy loading on FileType).
vim.schedule(function()
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.bo[buf].filetype == 'cs' then
      glider().attach(buf)
    end
  end
end)
