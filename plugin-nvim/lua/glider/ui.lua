-- What the user sees: symbols as one line, floats, the quickfix list and
-- jumps. Positions from the backend go through glider.position.

local config = require('glider.config')
local position = require('glider.position')
local util = require('glider.util')

local M = {}

---@class glider.Location
---@field filePath string
---@field lineNumber integer 1-based
---@field column integer 1-based, UTF-16

---Where a symbol is, as a short text: "path:line" inside the root, the
---assembly's name for a symbol read from one.
---@param m table a SymbolMatch
---@param root? string
---@return string
function M.where(m, root)
  if m.external or not m.filePath or m.filePath == '' then
    return '[' .. (m.projectName or 'external') .. ']'
  end
  return ('%s:%d'):format(util.relpath(m.filePath, root), m.lineNumber or 0)
end

---The container of a symbol: its type, else its namespace.
---@param m table
---@return string
function M.container(m)
  local c = util.value(m.containingType) or util.value(m.namespace)
  if c == nil or c == '' then
    return '(global)'
  end
  return c
end

---@param s string
---@param width integer
---@return string
local function pad(s, width)
  return s .. string.rep(' ', width - vim.fn.strdisplaywidth(s))
end

---One aligned line per symbol: name, kind, container, where.
---@param matches table[] SymbolMatch
---@param root? string
---@return string[]
function M.symbol_lines(matches, root)
  local wname, wkind, wcont = 0, 0, 0
  for _, m in ipairs(matches) do
    wname = math.max(wname, vim.fn.strdisplaywidth(m.name or ''))
    wkind = math.max(wkind, vim.fn.strdisplaywidth(m.kind or ''))
    wcont = math.max(wcont, vim.fn.strdisplaywidth(M.container(m)))
  end
  local lines = {}
  for i, m in ipairs(matches) do
    lines[i] = ('%s  %s  %s  %s'):format(pad(m.name or '', wname), pad(m.kind or '', wkind),
      pad(M.container(m), wcont), M.where(m, root))
  end
  return lines
end

---Whether a symbol has a place in a file to jump to.
---@param m table|nil
---@return boolean
function M.has_location(m)
  return m ~= nil and not m.external and type(m.filePath) == 'string' and m.filePath ~= ''
    and (m.lineNumber or 0) > 0
end

---Opens a location in a window (the current one by default): the jump
---goes into the jump list, the column is converted from UTF-16.
---@param loc glider.Location
---@param win? integer
function M.jump(loc, win)
  win = (win and win ~= 0 and vim.api.nvim_win_is_valid(win)) and win or vim.api.nvim_get_current_win()
  local buf = position.loaded_buffer(loc.filePath) or vim.fn.bufadd(loc.filePath)
  vim.fn.bufload(buf)
  vim.bo[buf].buflisted = true
  vim.api.nvim_set_current_win(win)
  vim.cmd("normal! m'")
  if vim.api.nvim_win_get_buf(win) ~= buf then
    if not pcall(vim.api.nvim_win_set_buf, win, buf) then
      -- 'nohidden' and a modified buffer: keep it, open a window beside it
      vim.cmd('split')
      win = vim.api.nvim_get_current_win()
      vim.api.nvim_win_set_buf(win, buf)
    end
  end
  vim.api.nvim_win_set_cursor(win, position.to_cursor(buf, loc.lineNumber, loc.column))
  pcall(vim.cmd, 'normal! zv')
end

---Fills the quickfix list (and opens it, unless told not to).
---@param title string
---@param items table[] {filename, lnum, col, text}
function M.quickfix(title, items)
  vim.fn.setqflist({}, ' ', { title = title, items = items })
  if config.options.open_quickfix then
    vim.cmd('botright copen')
  end
end

---Quickfix items of locations, their columns converted to bytes.
---@param entries {loc: glider.Location, text: string}[]
---@return table[]
function M.qf_items(entries)
  local reader = position.reader()
  local items = {}
  for _, e in ipairs(entries) do
    local loc = e.loc
    table.insert(items, {
      filename = loc.filePath,
      lnum = loc.lineNumber,
      col = reader:byte_col(loc.filePath, loc.lineNumber, loc.column),
      text = e.text,
    })
  end
  return items
end

---@type integer|nil
local float_win = nil

local float_ns = vim.api.nvim_create_namespace('glider_float')

---Highlights a line of a buffer from a column to its end.
---@param buf integer
---@param ns integer
---@param group string
---@param row integer 0-based
---@param col integer 0-based byte column
function M.highlight(buf, ns, group, row, col)
  local line = vim.api.nvim_buf_get_lines(buf, row, row + 1, false)[1] or ''
  if col < #line then
    vim.api.nvim_buf_set_extmark(buf, ns, row, col, { end_row = row, end_col = #line, hl_group = group })
  end
end

---Closes the float, if one is open.
function M.close_float()
  if float_win and vim.api.nvim_win_is_valid(float_win) then
    vim.api.nvim_win_close(float_win, true)
  end
  float_win = nil
end

---Shows lines in a float by the cursor; it closes when the cursor moves
---or with q. Returns its buffer and window.
---@param lines string[]
---@param opts? {filetype?: string, highlights?: table[]}
---@return integer buf
---@return integer win
function M.float(lines, opts)
  opts = opts or {}
  M.close_float()
  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].modifiable = false
  vim.bo[buf].bufhidden = 'wipe'
  vim.bo[buf].filetype = opts.filetype or 'glider'
  for _, hl in ipairs(opts.highlights or {}) do
    M.highlight(buf, float_ns, hl[1], hl[2], hl[3] or 0)
  end
  local width = 10
  for _, l in ipairs(lines) do
    width = math.max(width, vim.fn.strdisplaywidth(l))
  end
  width = math.min(width, math.max(20, math.floor(vim.o.columns * 0.8)))
  local height = math.min(#lines, math.max(3, math.floor(vim.o.lines * 0.6)))
  local win = vim.api.nvim_open_win(buf, false, {
    relative = 'cursor', row = 1, col = 0, width = width, height = math.max(height, 1),
    style = 'minimal', border = config.options.float_border,
  })
  vim.wo[win].wrap = true
  vim.wo[win].linebreak = true
  float_win = win
  for _, key in ipairs({ 'q', '<Esc>' }) do
    vim.keymap.set('n', key, M.close_float, { buffer = buf, nowait = true, desc = 'close' })
  end
  local origin = vim.api.nvim_get_current_buf()
  local au
  au = vim.api.nvim_create_autocmd({ 'CursorMoved', 'CursorMovedI', 'InsertEnter', 'BufLeave' }, {
    buffer = origin,
    callback = function()
      if vim.api.nvim_get_current_win() ~= win then
        M.close_float()
        pcall(vim.api.nvim_del_autocmd, au)
      end
    end,
  })
  return buf, win
end

---The float shown now, if any.
---@return integer|nil win
function M.float_win()
  if float_win and vim.api.nvim_win_is_valid(float_win) then
    return float_win
  end
  return nil
end

return M
