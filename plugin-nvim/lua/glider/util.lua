-- Small helpers: paths, messages, and the values msgpack hands Lua.

local M = {}

---A value, or nil for msgpack's nil (vim.NIL).
---@generic T
---@param v T
---@return T|nil
function M.value(v)
  if v == vim.NIL then
    return nil
  end
  return v
end

---A list, or {} for nil and vim.NIL (the backend writes empty lists as null).
---@param v any
---@return table
function M.list(v)
  if type(v) == 'table' then
    return v
  end
  return {}
end

---A path without a trailing separator or doubled ones.
---@param path string
---@return string
function M.normalize(path)
  path = path:gsub('//+', '/')
  if #path > 1 then
    path = path:gsub('/$', '')
  end
  return path
end

---The folder of a path ("/" stays "/").
---@param path string
---@return string
function M.dirname(path)
  local dir = path:match('^(.*)/[^/]*$')
  if dir == nil then
    return '.'
  end
  if dir == '' then
    return '/'
  end
  return dir
end

---path relative to root when it is inside it.
---@param path string
---@param root? string
---@return string
function M.relpath(path, root)
  if root and root ~= '' then
    local prefix = root:sub(-1) == '/' and root or root .. '/'
    if path:sub(1, #prefix) == prefix then
      return path:sub(#prefix + 1)
    end
  end
  return path
end

---A path as people like to read it: ~ for the home folder.
---@param path string
---@return string
function M.short(path)
  return vim.fn.fnamemodify(path, ':~')
end

---Tells the user something, prefixed with "glider: ".
---@param msg string
---@param level? integer vim.log.levels.*
function M.notify(msg, level)
  vim.notify('glider: ' .. msg, level or vim.log.levels.INFO)
end

---Shows a passing message at once (before a wait).
---@param msg string
function M.echo(msg)
  vim.api.nvim_echo({ { 'glider: ' .. msg } }, false, {})
  vim.cmd('redraw')
end

return M
