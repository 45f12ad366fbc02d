-- Buffer sync: a C# buffer's whole text goes to its workspace's backend
-- when it opens (glider_did_open), after each pause in changes
-- (glider_did_change, debounced) and when it closes (glider_did_close),
-- so the index follows unsaved edits. Before a command the edits not sent
-- yet are sent, and the command waits until the backend says
-- (glider/indexChanged) that it has indexed them.

local config = require('glider.config')

local uv = vim.uv or vim.loop

local M = {}

---@class glider.SyncedBuffer
---@field buf integer
---@field path string       the file, absolute
---@field root string       its workspace root
---@field dirty boolean     changed since its text was last sent
---@field job integer|nil   the backend job it was opened on
---@field timer any|nil     the debounce timer

---@type table<integer, glider.SyncedBuffer>
M.buffers = {}

local group = vim.api.nvim_create_augroup('glider_sync', { clear = true })

---Whether a buffer is a C# file the backend should see.
---@param buf integer
---@return boolean
function M.is_csharp(buf)
  if not vim.api.nvim_buf_is_valid(buf) or vim.bo[buf].buftype ~= '' then
    return false
  end
  local name = vim.api.nvim_buf_get_name(buf)
  if name == '' or name:match('^%a[%w+.-]*://') then
    return false
  end
  return vim.tbl_contains(config.options.filetypes, vim.bo[buf].filetype) or name:lower():match('%.cs$') ~= nil
end

---A buffer's whole text, as it would be written.
---@param buf integer
---@return string
local function text_of(buf)
  local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
  if vim.bo[buf].eol or vim.bo[buf].fixeol then
    text = text .. '\n'
  end
  return text
end

---@param state glider.SyncedBuffer
---@return glider.Client|nil
local function client_of(state)
  local client = require('glider.backend').clients[state.root]
  if client and client:running() then
    return client
  end
  return nil
end

---Whether a file sent to the backend waits for it to be indexed. Each
---file has at most one text in flight: glider/indexChanged names the files
---of a batch, not which of their texts, so the next text waits for the
---answer to the last (one that never comes is given up after sync_wait_ms).
---@param client glider.Client
---@param path string
---@return boolean
local function in_flight(client, path)
  local sent = client.pending[path]
  if sent and uv.now() - sent > config.options.sync_wait_ms then
    client.pending[path] = nil
    return false
  end
  return sent ~= nil
end

---Sends a buffer's text (opens it on the backend's current job, or sends
---the change), unless its last text is still in flight: it then stays
---dirty and goes when that one is indexed.
---@param state glider.SyncedBuffer
---@param client glider.Client
local function send(state, client)
  if not vim.api.nvim_buf_is_loaded(state.buf) then
    return
  end
  local opened = state.job == client.job
  if opened and in_flight(client, state.path) then
    state.dirty = true
    return
  end
  client:notify(opened and 'glider_did_change' or 'glider_did_open', state.path, text_of(state.buf))
  state.job, state.dirty = client.job, false
  client.pending[state.path] = uv.now()
end

---Whether a buffer has text the backend does not have.
---@param state glider.SyncedBuffer
---@param client glider.Client
---@return boolean
local function unsent(state, client)
  return state.dirty or state.job ~= client.job
end

---Sends a buffer's pending change now (if it can go).
---@param state glider.SyncedBuffer
function M.flush(state)
  if state.timer then
    state.timer:stop()
  end
  local client = client_of(state)
  if client and unsent(state, client) then
    send(state, client)
  end
end

---The backend has indexed a file: its next text can go.
---@param client glider.Client
---@param path string
function M.indexed(client, path)
  client.pending[path] = nil
  for _, state in pairs(M.buffers) do
    if state.path == path and state.root == client.root and state.dirty then
      vim.schedule(function()
        if M.buffers[state.buf] == state then
          M.flush(state)
        end
      end)
    end
  end
end

---@param state glider.SyncedBuffer
local function changed(state)
  state.dirty = true
  if not state.timer then
    state.timer = uv.new_timer()
  end
  state.timer:stop()
  state.timer:start(config.options.debounce_ms, 0, vim.schedule_wrap(function()
    if M.buffers[state.buf] == state then
      M.flush(state)
    end
  end))
end

---Starts following a C# buffer (again after a rename); starts its
---backend when autostart is on.
---@param buf integer
function M.attach(buf)
  buf = (buf == nil or buf == 0) and vim.api.nvim_get_current_buf() or buf
  if not config.options.sync or not M.is_csharp(buf) or not vim.api.nvim_buf_is_loaded(buf) then
    return
  end
  local path = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ':p')
  local state = M.buffers[buf]
  if state and state.path == path then
    M.flush(state) -- opens it on a backend started since
    return
  end
  if state then
    M.close(buf)
  end
  local backend = require('glider.backend')
  local root = backend.root_of(buf)
  if not root then
    return -- a loose file in ~ or /: no workspace to send it to
  end
  state = { buf = buf, path = path, root = root, dirty = false }
  M.buffers[buf] = state
  vim.api.nvim_buf_attach(buf, false, {
    on_lines = function()
      if M.buffers[buf] ~= state then
        return true -- detach
      end
      changed(state)
    end,
    on_reload = function()
      if M.buffers[buf] == state then
        changed(state)
      end
    end,
    on_detach = function()
      if M.buffers[buf] == state then
        vim.schedule(function()
          M.close(buf)
        end)
      end
    end,
  })
  vim.api.nvim_create_autocmd('BufUnload', {
    group = group,
    buffer = buf,
    callback = function()
      M.close(buf)
    end,
  })
  vim.api.nvim_create_autocmd('BufFilePost', {
    group = group,
    buffer = buf,
    callback = function()
      M.close(buf)
      M.attach(buf)
    end,
  })
  local client = backend.get(state.root, config.options.autostart)
  if client and client:running() then
    send(state, client)
  end
end

---Stops following a buffer and gives its file back to the disk.
---@param buf integer
function M.close(buf)
  local state = M.buffers[buf]
  if not state then
    return
  end
  M.buffers[buf] = nil
  if state.timer then
    state.timer:stop()
    state.timer:close()
    state.timer = nil
  end
  pcall(vim.api.nvim_clear_autocmds, { group = group, buffer = buf })
  local client = client_of(state)
  if client and state.job == client.job then
    client:notify('glider_did_close', state.path)
    client.pending[state.path] = uv.now()
  end
end

---A backend (re)started: opens its workspace's buffers on it.
---@param client glider.Client
function M.on_start(client)
  for _, state in pairs(M.buffers) do
    if state.root == client.root then
      state.job = nil
      send(state, client)
    end
  end
end

---Sends the edits of a workspace's buffers not sent yet and waits (up to
---sync_wait_ms) until the backend has indexed all it was sent.
---@param client glider.Client
function M.settle(client)
  local function settled()
    if not client:running() then
      return true
    end
    local done = true
    for _, state in pairs(M.buffers) do
      if state.root == client.root and unsent(state, client) then
        M.flush(state)
        done = done and not unsent(state, client)
      end
    end
    return done and next(client.pending) == nil
  end
  if settled() then
    return
  end
  if not vim.wait(config.options.sync_wait_ms, settled, 5) then
    client.pending = {} -- answer from what is indexed rather than wait again
  end
end

---The buffers followed, for :GliderStatus.
---@param root string
---@return integer
function M.count(root)
  local n = 0
  for _, state in pairs(M.buffers) do
    if state.root == root then
      n = n + 1
    end
  end
  return n
end

return M
