-- The test harness: plugin_test.go runs each tests/*_test.lua in a headless
-- Neovim (nvim --headless -u NONE) against the real backend, on a copy of
-- testdata/sample. A test file registers cases with T.test and ends with
-- T.run(), which exits Neovim with 0 when all passed.
--
-- Environment: GLIDER_TEST_BIN (the glider binary), GLIDER_TEST_SAMPLE (the
-- copy of the sample workspace), GLIDER_TEST_PLUGIN (plugin-nvim/).

local T = {}

T.bin = assert(os.getenv('GLIDER_TEST_BIN'), 'GLIDER_TEST_BIN is not set')
T.sample = assert(os.getenv('GLIDER_TEST_SAMPLE'), 'GLIDER_TEST_SAMPLE is not set')
T.plugin = assert(os.getenv('GLIDER_TEST_PLUGIN'), 'GLIDER_TEST_PLUGIN is not set')

-- Waits are hang guards only: generous, never a measure of speed.
T.patience = 120000

---@type {name: string, fn: function}[]
local cases = {}

---Messages the plugin gave through vim.notify.
---@type {msg: string, level: integer}[]
T.notes = {}

-- vim.ui.select and vim.ui.input answered by the test: queued handlers.
local selects, inputs = {}, {}

---What the last pickers showed: {prompt, labels}.
---@type {prompt: string, labels: string[]}[]
T.shown = {}

vim.notify = function(msg, level)
  table.insert(T.notes, { msg = msg, level = level or vim.log.levels.INFO })
end

vim.ui.select = function(items, opts, on_choice)
  local labels = {}
  for i, item in ipairs(items) do
    labels[i] = opts.format_item and opts.format_item(item) or tostring(item)
  end
  table.insert(T.shown, { prompt = opts.prompt, labels = labels })
  local handler = table.remove(selects, 1)
  if not handler then
    error(('an unexpected picker: %s\n  %s'):format(opts.prompt, table.concat(labels, '\n  ')), 2)
  end
  local choice = handler(labels, opts.prompt)
  on_choice(choice and items[choice] or nil, choice)
end

vim.ui.input = function(opts, on_confirm)
  local handler = table.remove(inputs, 1)
  if not handler then
    error('an unexpected prompt: ' .. tostring(opts.prompt), 2)
  end
  on_confirm(handler(opts.prompt))
end

---Answers the next vim.ui.select: handler(labels, prompt) returns the index
---chosen (nil cancels). A string picks the label that contains it.
---@param handler fun(labels: string[], prompt: string): integer|nil|string
function T.on_select(handler)
  if type(handler) == 'string' then
    local want = handler
    handler = function(labels)
      for i, l in ipairs(labels) do
        if l:find(want, 1, true) then
          return i
        end
      end
      error(('no item contains %q in\n  %s'):format(want, table.concat(labels, '\n  ')))
    end
  end
  table.insert(selects, handler)
end

---Forgets the picker answers not used.
function T.clear_selects()
  selects = {}
end

---Answers the next vim.ui.input with text.
---@param text string|nil
function T.on_input(text)
  table.insert(inputs, function()
    return text
  end)
end

---Fails unless got deeply equals want.
function T.eq(got, want, what)
  if not vim.deep_equal(got, want) then
    error(('%s:\n  got:  %s\n  want: %s'):format(what or 'values differ', vim.inspect(got), vim.inspect(want)), 2)
  end
end

---Fails unless cond holds.
function T.ok(cond, what)
  if not cond then
    error(what or 'condition failed', 2)
  end
end

---Fails unless the list holds want.
function T.has(list, want, what)
  for _, v in ipairs(list) do
    if vim.deep_equal(v, want) then
      return
    end
  end
  error(('%s: %s is not in\n  %s'):format(what or 'missing', vim.inspect(want), vim.inspect(list)), 2)
end

---Fails unless some note (vim.notify message) contains text.
function T.noted(text)
  for _, n in ipairs(T.notes) do
    if n.msg:find(text, 1, true) then
      return n
    end
  end
  local msgs = {}
  for _, n in ipairs(T.notes) do
    table.insert(msgs, n.msg)
  end
  error(('no message contains %q; messages:\n  %s'):format(text, table.concat(msgs, '\n  ')), 2)
end

---Waits until cond() holds (a hang guard, not a timing).
function T.wait(cond, what)
  if not vim.wait(T.patience, cond, 10) then
    error('waited in vain for ' .. what, 2)
  end
end

---Loads the plugin as Neovim would (plugin/glider.lua from the
---runtimepath) and sets it up to run the test binary (sources only, no
---cache: answers are the same on every machine).
---@param opts? table more setup() options
function T.setup(opts)
  vim.opt.runtimepath:prepend(T.plugin)
  vim.cmd('runtime plugin/glider.lua')
  require('glider').setup(vim.tbl_deep_extend('force', {
    cmd = { T.bin, 'nvim', '--no-assemblies', '--no-cache' },
    sync_wait_ms = T.patience, -- a loaded machine must not make a command answer before its edits
  }, opts or {}))
end

---The absolute path of a file of the sample.
---@param rel string
---@return string
function T.path(rel)
  return T.sample .. '/' .. rel
end

---Edits a file of the sample.
---@param rel string
function T.edit(rel)
  if vim.api.nvim_buf_get_name(0) ~= T.path(rel) then
    vim.cmd('edit ' .. vim.fn.fnameescape(T.path(rel)))
  end
end

---Puts the cursor on the first byte of the nth occurrence of text in a
---line of the current buffer (text found by bytes, as Neovim counts).
---@param line integer
---@param text string
---@param nth? integer
function T.cursor_on(line, text, nth)
  local s = vim.api.nvim_buf_get_lines(0, line - 1, line, false)[1]
  local from = 1
  local at
  for _ = 1, nth or 1 do
    at = s:find(text, from, true)
    T.ok(at, ('%q is not on line %d: %s'):format(text, line, s))
    from = at + 1
  end
  vim.api.nvim_win_set_cursor(0, { line, at - 1 })
end

---The cursor: {file relative to the sample, row, byte column (0-based)}.
---@return table
function T.where()
  local name = vim.api.nvim_buf_get_name(0)
  local rel = name:sub(1, #T.sample + 1) == T.sample .. '/' and name:sub(#T.sample + 2) or name
  local pos = vim.api.nvim_win_get_cursor(0)
  return { rel, pos[1], pos[2] }
end

---The lines of the float shown now.
---@return string[]
function T.float_lines()
  local win = require('glider.ui').float_win()
  T.ok(win, 'no float is shown')
  return vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false)
end

---The quickfix list as the user reads it: {file, line, col, text}.
---@return {title: string, items: table[]}
function T.quickfix()
  local items = {}
  for _, it in ipairs(vim.fn.getqflist()) do
    local name = vim.api.nvim_buf_get_name(it.bufnr)
    table.insert(items, { name:sub(#T.sample + 2), it.lnum, it.col, it.text })
  end
  return { title = vim.fn.getqflist({ title = 1 }).title, items = items }
end

---Presses keys as the user would (mappings apply), and waits for them.
---@param keys string
function T.feed(keys)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(keys, true, false, true), 'mx', false)
end

---Registers a case.
---@param name string
---@param fn function
function T.test(name, fn)
  table.insert(cases, { name = name, fn = fn })
end

local function reset()
  selects, inputs = {}, {}
  T.shown, T.notes = {}, {}
  if package.loaded['glider.ui'] then
    package.loaded['glider.ui'].close_float()
  end
  vim.fn.setqflist({}, 'r')
  pcall(vim.cmd, 'silent! only!')
end

---Runs the cases in order and exits: 0 when all passed, 1 otherwise.
function T.run()
  local failed = 0
  for _, case in ipairs(cases) do
    reset()
    local ok, err = xpcall(case.fn, debug.traceback)
    if ok and #selects > 0 then
      ok, err = false, ('%d picker answers were not used'):format(#selects)
    end
    if ok then
      io.stderr:write(('ok    %s\n'):format(case.name))
    else
      failed = failed + 1
      io.stderr:write(('FAIL  %s\n%s\n'):format(case.name, err))
    end
  end
  io.stderr:write(('%d of %d passed\n'):format(#cases - failed, #cases))
  if failed > 0 then
    vim.cmd('cquit 1')
  end
  vim.cmd('qall!')
end

return T
