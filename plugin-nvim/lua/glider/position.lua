-- The one place that converts columns. Neovim counts a line's bytes
-- (0-based in the API, 1-based in the quickfix list); the protocol counts
-- UTF-16 code units, 1-based, as the backend's LineIndex does. A character
-- of 4 UTF-8 bytes (outside the Basic Multilingual Plane) is 2 UTF-16 units;
-- a byte that starts no valid UTF-8 sequence is 1 unit, as it decodes to
-- U+FFFD. Lines read from disk lose a trailing '\r' and the first line its
-- byte order mark, as the backend's do.

local M = {}

---Length in bytes and UTF-16 units of the character that starts at byte i
---(1-based) of s.
---@param s string
---@param i integer
---@return integer bytes
---@return integer units
local function char_at(s, i)
  local b = s:byte(i)
  local n, units
  if b < 0x80 then
    return 1, 1
  elseif b >= 0xC2 and b <= 0xDF then
    n, units = 2, 1
  elseif b >= 0xE0 and b <= 0xEF then
    n, units = 3, 1
  elseif b >= 0xF0 and b <= 0xF4 then
    n, units = 4, 2
  else
    return 1, 1
  end
  for k = i + 1, i + n - 1 do
    local c = s:byte(k)
    if not c or c < 0x80 or c > 0xBF then
      return 1, 1
    end
  end
  return n, units
end

---The number of UTF-16 code units in s.
---@param s string
---@return integer
function M.utf16_len(s)
  return M.byte_to_utf16(s, #s)
end

---Converts a 0-based byte column of line to a 0-based UTF-16 column. A
---byte inside a character counts as that character's start; a column past
---the end of the line is clamped to it.
---@param line string
---@param byte_col integer
---@return integer
function M.byte_to_utf16(line, byte_col)
  local i, units = 1, 0
  local stop = math.min(byte_col, #line)
  while i <= stop do
    local n, u = char_at(line, i)
    if i + n - 1 > stop then
      break -- byte_col is inside this character
    end
    units = units + u
    i = i + n
  end
  return units
end

---Converts a 0-based UTF-16 column of line to a 0-based byte column. A
---column inside a surrogate pair gives that character's first byte; a
---column past the end of the line gives the line's length.
---@param line string
---@param utf16_col integer
---@return integer
function M.utf16_to_byte(line, utf16_col)
  local i, units = 1, 0
  while i <= #line do
    local n, u = char_at(line, i)
    if units + u > utf16_col then
      return i - 1
    end
    units = units + u
    i = i + n
  end
  return #line
end

---The protocol position of a window's cursor: the buffer's file, the
---1-based line and the 1-based UTF-16 column.
---@param win? integer window (0 or nil: the current one)
---@return {filePath: string, line: integer, column: integer}
function M.cursor(win)
  win = win or 0
  local buf = vim.api.nvim_win_get_buf(win)
  local row, col = unpack(vim.api.nvim_win_get_cursor(win))
  local line = vim.api.nvim_buf_get_lines(buf, row - 1, row, false)[1] or ''
  return {
    filePath = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ':p'),
    line = row,
    column = M.byte_to_utf16(line, col) + 1,
  }
end

---The cursor position ({row, col} for nvim_win_set_cursor: 1-based row,
---0-based byte column) of a protocol position in a loaded buffer.
---@param buf integer
---@param line integer 1-based
---@param column integer 1-based, UTF-16
---@return integer[]
function M.to_cursor(buf, line, column)
  local count = vim.api.nvim_buf_line_count(buf)
  local row = math.max(1, math.min(line, count))
  local text = vim.api.nvim_buf_get_lines(buf, row - 1, row, false)[1] or ''
  return { row, M.utf16_to_byte(text, math.max(column, 1) - 1) }
end

---The loaded buffer whose file is path, if any (compared by name: bufnr()
---would take path for a pattern).
---@param path string
---@return integer|nil
function M.loaded_buffer(path)
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.api.nvim_buf_get_name(buf) == path then
      return buf
    end
  end
  return nil
end

---@class glider.LineReader
---@field private files table<string, string[]|false>
local LineReader = {}
LineReader.__index = LineReader

---A reader of files' lines: a loaded buffer's (unsaved edits included, as
---the backend sees them), else the disk's, each file read once.
---@return glider.LineReader
function M.reader()
  return setmetatable({ files = {} }, LineReader)
end

---@param path string
---@return string[]|false
function LineReader:lines(path)
  local lines = self.files[path]
  if lines ~= nil then
    return lines
  end
  lines = false
  local buf = M.loaded_buffer(path)
  if buf then
    lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  else
    local f = io.open(path, 'rb')
    if f then
      local data = f:read('*a') or ''
      f:close()
      data = data:gsub('^\239\187\191', '')
      lines = vim.split(data, '\n', { plain = true })
      for i, l in ipairs(lines) do
        if l:sub(-1) == '\r' then
          lines[i] = l:sub(1, -2)
        end
      end
    end
  end
  self.files[path] = lines
  return lines
end

---The text of a 1-based line of a file ('' when there is none).
---@param path string
---@param line integer
---@return string
function LineReader:line(path, line)
  local lines = self:lines(path)
  return lines and lines[line] or ''
end

---The 1-based byte column (the quickfix list's) of a protocol position.
---@param path string
---@param line integer 1-based
---@param column integer 1-based, UTF-16
---@return integer
function LineReader:byte_col(path, line, column)
  return M.utf16_to_byte(self:line(path, line), math.max(column, 1) - 1) + 1
end

return M
