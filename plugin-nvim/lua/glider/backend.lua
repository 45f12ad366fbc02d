-- The backends: one `glider nvim ROOT` job per workspace root, started
-- lazily, restarted when it dies. Everything the plugin asks goes through
-- Client:call, which waits for the first index and for the edits already
-- sent to be indexed, so answers follow the buffers.

local config = require('glider.config')
local util = require('glider.util')

local uv = vim.uv or vim.loop

local M = {}

---@class glider.Client
---@field root string          the workspace path given to the backend
---@field job integer|nil      its job (and channel) id while it runs
---@field state 'running'|'stopped'|'dead'
---@field ready boolean        the first index is built
---@field started_at integer   uv.now() when the job started
---@field exits integer[]      uv.now() of each unexpected exit
---@field restarts integer     how many times it was restarted
---@field stderr string[]      the last lines it wrote to stderr
---@field pending table<string, integer>  files sent and not yet indexed (path -> uv.now())
---@field workspace_id string|nil
---@field snapshot table|nil   the last snapshot heard of
---@field progress table|nil   the last glider/progress heard of
local Client = {}
Client.__index = Client

---@type table<string, glider.Client>
M.clients = {}

---The last glider/progress of any backend (notifications do not say which
---backend sends them; with one backend, it is that one's).
---@type table|nil
M.progress = nil

-- Root detection -------------------------------------------------------

local solution_ext = { sln = true, slnx = true }

---@param dir string
---@return boolean solution, boolean project, boolean git
local function scan(dir)
  local solution, project, git = false, false, false
  local handle = uv.fs_scandir(dir)
  if not handle then
    return false, false, false
  end
  while true do
    local name, kind = uv.fs_scandir_next(handle)
    if not name then
      break
    end
    if name == '.git' then
      git = true
    elseif kind ~= 'directory' then
      local ext = name:match('%.([%w]+)$')
      ext = ext and ext:lower()
      if ext and solution_ext[ext] then
        solution = true
      elseif ext == 'csproj' then
        project = true
      end
    end
  end
  return solution, project, git
end

---The workspace root of a file (or folder): the nearest folder above it
---holding a solution (.sln, .slnx), looking no higher than the repository
---(the folder with .git); else the nearest folder holding a .csproj; else
---the repository's folder; else (kind 'folder') the file's own folder.
---opts.root_dir, when set, is asked first. A folder with a solution is
---handed to the backend as it is: it opens the solution in it (the one
---named like the folder when there are several).
---@param path string
---@return string root
---@return 'solution'|'project'|'git'|'folder'|'root_dir' kind
function M.find_root(path)
  path = util.normalize(path)
  if config.options.root_dir then
    local root = config.options.root_dir(path)
    if root and root ~= '' then
      return util.normalize(root), 'root_dir'
    end
  end
  local stat = uv.fs_stat(path)
  local start = (stat and stat.type == 'directory') and path or util.dirname(path)
  local dir, project = start, nil
  while dir do
    local solution, has_project, git = scan(dir)
    if solution then
      return dir, 'solution'
    end
    if has_project and not project then
      project = dir
    end
    if git then
      if project then
        return project, 'project'
      end
      return dir, 'git'
    end
    local parent = util.dirname(dir)
    if parent == dir then
      break
    end
    dir = parent
  end
  if project then
    return project, 'project'
  end
  return start, 'folder'
end

---The root of a buffer's file, or of the working folder for a buffer that
---is no file; nil where no workspace is to be guessed: a working folder
---with no solution, project or repository above it, or a file lying in
---the home folder or in / (the backend would read all below).
---@param buf? integer
---@return string|nil root
---@return string|nil why  when there is none
function M.root_of(buf)
  buf = (buf == nil or buf == 0) and vim.api.nvim_get_current_buf() or buf
  local ok, cached = pcall(vim.api.nvim_buf_get_var, buf, 'glider_root')
  if ok and type(cached) == 'string' and cached ~= '' then
    return cached
  end
  local name = vim.api.nvim_buf_get_name(buf)
  local is_file = name ~= '' and vim.bo[buf].buftype == '' and not name:match('^%a[%w+.-]*://')
  local from = is_file and vim.fn.fnamemodify(name, ':p') or vim.fn.getcwd()
  local root, kind = M.find_root(from)
  local home = util.normalize(vim.fn.expand('~'))
  if kind == 'folder' and (not is_file or root == '/' or root == home) then
    return nil, ('no C# workspace for %s: no .sln, .slnx, .csproj or .git above it'):format(util.short(from))
  end
  if is_file then
    vim.api.nvim_buf_set_var(buf, 'glider_root', root)
  end
  return root
end

-- Lifecycle ------------------------------------------------------------

---@param client glider.Client
---@param data string[]
local function keep_stderr(client, data)
  for _, line in ipairs(data) do
    if line ~= '' then
      table.insert(client.stderr, line)
    end
  end
  while #client.stderr > 20 do
    table.remove(client.stderr, 1)
  end
end

---Starts the job; true when it runs.
---@return boolean ok
---@return string|nil err
function Client:start()
  local cmd = vim.deepcopy(config.options.cmd)
  table.insert(cmd, self.root)
  local stat = uv.fs_stat(self.root)
  local cwd = (stat and stat.type == 'directory') and self.root or util.dirname(self.root)
  self.stderr = {}
  self.ready = false
  self.pending = {}
  local job
  local ok, res = pcall(vim.fn.jobstart, cmd, {
    rpc = true,
    cwd = cwd,
    on_stderr = function(_, data)
      keep_stderr(self, data)
    end,
    on_exit = function(_, code)
      self:on_exit(job, code)
    end,
  })
  if not ok or type(res) ~= 'number' or res <= 0 then
    self.job, self.state = nil, 'dead'
    local why = not ok and tostring(res) or ('jobstart answered %s'):format(tostring(res))
    return false, ('cannot start %s: %s (is glider installed? see :checkhealth glider)'):format(cmd[1], why)
  end
  job = res
  self.job, self.state, self.started_at = job, 'running', uv.now()
  require('glider.sync').on_start(self)
  return true
end

---@param job integer
---@param code integer
function Client:on_exit(job, code)
  if self.job ~= job then
    return -- a job this client has replaced
  end
  self.job, self.ready = nil, false
  if self.state == 'stopped' then
    return
  end
  self.state = 'dead'
  local now = uv.now()
  table.insert(self.exits, now)
  local recent = 0
  for _, t in ipairs(self.exits) do
    if now - t <= config.options.restart_window_ms then
      recent = recent + 1
    end
  end
  local why = ('the backend for %s exited (code %d)'):format(self.root, code)
  local last = self:last_error()
  if last then
    why = why .. ': ' .. last
  end
  if recent > config.options.restart_limit then
    util.notify(why .. ('; not restarting it after %d exits in %d s: the next command, or :GliderRestart, starts it again')
      :format(recent, math.floor(config.options.restart_window_ms / 1000)), vim.log.levels.ERROR)
    return
  end
  vim.schedule(function()
    if self.state ~= 'dead' or self.job then
      return
    end
    local ok, err = self:start()
    if ok then
      self.restarts = self.restarts + 1
      util.notify(why .. '; restarted it', vim.log.levels.WARN)
    else
      util.notify(why .. '; ' .. err, vim.log.levels.ERROR)
    end
  end)
end

---The last line of the backend's stderr that tells of an error (its
---stderr is a log; most lines are not).
---@return string|nil
function Client:last_error()
  for i = #self.stderr, 1, -1 do
    local line = self.stderr[i]
    local lower = line:lower()
    if lower:find('panic', 1, true) or lower:find('fatal', 1, true) or lower:find('error', 1, true) then
      return line
    end
  end
  return nil
end

---Stops the job (and waits a moment for it to end, so that a backend
---started next for the same root does not attach to this one's socket).
function Client:stop()
  local job = self.job
  self.state = 'stopped'
  self.job, self.ready = nil, false
  if job then
    pcall(vim.fn.jobstop, job)
    pcall(vim.fn.jobwait, { job }, 3000)
  end
end

---@return boolean
function Client:running()
  return self.job ~= nil and self.state == 'running'
end

---The backend's process id, if it runs.
---@return integer|nil
function Client:pid()
  if not self.job then
    return nil
  end
  local ok, pid = pcall(vim.fn.jobpid, self.job)
  return ok and pid or nil
end

---The client for a root; started when start is true and it does not run.
---@param root string
---@param start? boolean
---@return glider.Client|nil client
---@return string|nil err
function M.get(root, start)
  local client = M.clients[root]
  if not client then
    if not start then
      return nil
    end
    client = setmetatable({
      root = root, state = 'stopped', ready = false, exits = {}, restarts = 0,
      stderr = {}, pending = {},
    }, Client)
    M.clients[root] = client
  end
  if start and not client:running() then
    if client.state == 'dead' then
      client.exits = {} -- asked for again: it may die and be restarted again
    end
    local ok, err = client:start()
    if not ok then
      return nil, err
    end
  end
  return client
end

---The client of a buffer's workspace (started when start is true).
---@param buf? integer
---@param start? boolean
---@return glider.Client|nil
---@return string|nil err
function M.for_buffer(buf, start)
  local root, why = M.root_of(buf)
  if not root then
    return nil, why
  end
  return M.get(root, start)
end

---Stops the backend of a root and starts it again.
---@param root string
---@return glider.Client|nil
---@return string|nil err
function M.restart(root)
  local client = M.clients[root]
  if client then
    client:stop()
    client.exits = {}
  end
  return M.get(root, true)
end

---Stops every backend.
function M.stop_all()
  for _, client in pairs(M.clients) do
    client:stop()
  end
end

---Neovim is leaving: its jobs end with it, which is no death to restart
---from.
function M.leaving()
  for _, client in pairs(M.clients) do
    client.state = 'stopped'
  end
end

-- Requests -------------------------------------------------------------

---A request; its answer, or nil and why not.
---@param method string
---@return any|nil result
---@return string|nil err
function Client:request(method, ...)
  if not self:running() then
    return nil, ('the backend for %s is not running'):format(self.root)
  end
  local ok, res = pcall(vim.rpcrequest, self.job, method, ...)
  if not ok then
    local msg = tostring(res):gsub('^Vim:', ''):gsub("^Error invoking '[%w_]+' on channel %d+:%s*", '')
    return nil, msg
  end
  return res
end

---A notification (buffers' text); they reach the backend in order.
---@param method string
function Client:notify(method, ...)
  if self:running() then
    pcall(vim.rpcnotify, self.job, method, ...)
  end
end

---Waits for the first index (saying so when it takes a while).
---@return boolean ok
---@return string|nil err
function Client:wait_ready()
  if self.ready then
    return true
  end
  local status = self:request('glider_status')
  if type(status) == 'table' and status.state == 'indexing' then
    local p = util.value(status.progress)
    local detail = p and (p.total or 0) > 0 and (' (%d of %d files)'):format(p.done, p.total) or ''
    util.echo(('indexing %s%s…'):format(util.short(self.root), detail))
  end
  local res, err = self:request('glider_open', self.root)
  if not res then
    return false, err
  end
  self.ready = true
  if type(res.snapshot) == 'table' then
    self.snapshot = res.snapshot
    self.workspace_id = res.snapshot.workspaceId
  end
  return true
end

---Runs a tool once the backend is ready and has indexed the buffers'
---edits; returns the answer's data, or nil and a message for people.
---@param tool string
---@param args? table
---@return table|nil data
---@return string|nil err
---@return table|nil envelope
function Client:call(tool, args)
  if not self:running() then
    local ok, err = self:start()
    if not ok then
      return nil, err
    end
  end
  local ok, err = self:wait_ready()
  if not ok then
    return nil, err
  end
  require('glider.sync').settle(self)
  local env
  env, err = self:request('glider_call', tool, args or vim.empty_dict())
  if not env then
    return nil, err
  end
  if type(env.snapshot) == 'table' then
    self.snapshot = env.snapshot
    self.workspace_id = env.snapshot.workspaceId
  end
  if not env.success then
    local e = util.value(env.error) or {}
    local msg = e.message or 'failed'
    local cont = util.value(e.continuation)
    if cont and cont.instruction then
      msg = msg .. ' ' .. cont.instruction
    end
    return nil, msg, env
  end
  return util.value(env.data) or {}, nil, env
end

M.Client = Client

-- Notifications ----------------------------------------------------------

local function fire(pattern)
  vim.schedule(function()
    if vim.fn.exists('#User#' .. pattern) == 1 then
      vim.cmd('doautocmd <nomodeline> User ' .. pattern)
    end
  end)
end

---The backend's notifications (through require('glider')._on_notify).
---@param method string
---@param params table
---@param channel? integer the sending backend's job channel
function M.on_notify(method, params, channel)
  params = type(params) == 'table' and params or {}
  local from
  for _, client in pairs(M.clients) do
    if channel and client.job == channel then
      from = client
    end
  end
  if method == 'glider/indexChanged' then
    local changed = util.list(params.changedFiles)
    local snapshot = util.value(params.snapshot)
    local sync = require('glider.sync')
    for _, client in pairs(M.clients) do
      if not from or client == from then
        for _, path in ipairs(changed) do
          if client.pending[path] then
            sync.indexed(client, path)
          end
        end
        if snapshot and client.workspace_id == snapshot.workspaceId then
          client.snapshot = snapshot
        end
      end
    end
    fire('GliderIndexChanged')
  elseif method == 'glider/progress' then
    M.progress = params
    if from then
      from.progress = params
    else -- a backend that does not say which it is: only one can be meant
      local running = {}
      for _, client in pairs(M.clients) do
        if client:running() then
          table.insert(running, client)
        end
      end
      if #running == 1 then
        running[1].progress = params
      end
    end
    if config.options.notify_progress and params.phase == 'indexing' and (params.total or 0) > 0 then
      vim.schedule(function()
        local where = from and (util.short(from.root) .. ': ') or ''
        util.echo(('%sindexing %d of %d files'):format(where, params.done or 0, params.total))
      end)
    end
    fire('GliderProgress')
  end
end

return M
