-- What the commands do. Each turns the user's request into one or two
-- tool calls and shows the answer; the backend knows the C#.

local backend = require('glider.backend')
local config = require('glider.config')
local picker = require('glider.picker')
local position = require('glider.position')
local ui = require('glider.ui')
local util = require('glider.util')

local levels = vim.log.levels

local M = {}

---The backend of the current buffer's workspace, started if need be.
---@return glider.Client|nil
local function client_here()
  local client, err = backend.for_buffer(0, true)
  if not client then
    util.notify(err or 'no backend', levels.ERROR)
  end
  return client
end

---Picker items of symbols, labelled with name, kind, container and file.
---@param matches table[]
---@param root string
---@return glider.PickItem[]
local function symbol_items(matches, root)
  local labels = ui.symbol_lines(matches, root)
  local items = {}
  for i, m in ipairs(matches) do
    items[i] = { label = labels[i], value = m, loc = ui.has_location(m) and m or nil }
  end
  return items
end

---Jumps to a symbol's declaration, or says where it comes from.
---@param m table SymbolMatch
function M.jump_to_symbol(m)
  if ui.has_location(m) then
    ui.jump(m)
  else
    util.notify(('%s is declared in %s, which has no source here'):format(m.fullName or m.name, m.projectName or 'an assembly'))
  end
end

---What a position holds when it is no workspace symbol, as a sentence.
---@param data table get_symbol_at_position's answer
---@return string
local function describe_position(data)
  local loc = util.value(data['local'])
  if loc then
    return ('%s is a %s%s'):format(loc.name, loc.kind, loc.type and (' of type ' .. loc.type) or '')
  end
  if data.targetKind == 'namespace' then
    return ('%s is the namespace %s'):format(data.token or '', data.namespace or '')
  end
  if data.targetKind == 'external' then
    return ('%s is outside the workspace%s'):format(data.external or data.token or '',
      data.reason and (': ' .. data.reason) or '')
  end
  return ('%s: %s'):format(data.token or 'here', data.reason or 'no symbol')
end

---Lets the user pick one of several symbols (or takes the only one).
---@param client glider.Client
---@param matches table[]
---@param prompt string
---@param cb fun(m: table)
local function choose_symbol(client, matches, prompt, cb)
  if #matches == 1 then
    return cb(matches[1])
  end
  picker.pick(symbol_items(matches, client.root), {
    prompt = prompt,
    on_choice = function(item)
      cb(item.value)
    end,
  })
end

---Calls cb with the symbol a command is about: the one name resolves to
---(picked when several do), else the one under the cursor.
---@param name string|nil
---@param cb fun(client: glider.Client, m: table)
function M.with_symbol(name, cb)
  local client = client_here()
  if not client then
    return
  end
  if name and vim.trim(name) ~= '' then
    name = vim.trim(name)
    local data, err = client:call('resolve_symbol', { query = name })
    if not data then
      return util.notify(err, levels.ERROR)
    end
    local candidates = util.list(data.candidates)
    if #candidates == 0 then
      return util.notify(('nothing is named %s'):format(name), levels.WARN)
    end
    return choose_symbol(client, candidates, 'Glider: ' .. name, function(m)
      cb(client, m)
    end)
  end
  local data, err = client:call('get_symbol_at_position', position.cursor())
  if not data then
    return util.notify(err, levels.WARN)
  end
  local symbol = util.value(data.symbol)
  if symbol then
    return cb(client, symbol)
  end
  local candidates = util.list(data.candidates)
  if #candidates > 0 then
    return choose_symbol(client, candidates, 'Glider: ' .. (data.token or ''), function(m)
      cb(client, m)
    end)
  end
  util.notify(describe_position(data), levels.WARN)
end

---Lists locations in the quickfix list or in the picker (opts.list).
---@param client glider.Client
---@param title string
---@param entries {loc: glider.Location, text: string}[]
---@param note? string  said after the list is shown (e.g. how many are left out)
local function show_list(client, title, entries, note)
  if #entries == 0 then
    util.notify(title .. ': none')
    return
  end
  if config.options.list == 'picker' then
    local items = {}
    for i, e in ipairs(entries) do
      items[i] = {
        label = ('%s:%d  %s'):format(util.relpath(e.loc.filePath, client.root), e.loc.lineNumber, e.text),
        value = e,
        loc = e.loc,
      }
    end
    picker.pick(items, {
      prompt = title,
      on_choice = function(item)
        ui.jump(item.value.loc)
      end,
    })
  else
    ui.quickfix(title, ui.qf_items(entries))
  end
  if note then
    util.notify(note)
  end
end

---"(the first N of M)" when a page holds less than all.
---@param paging table|nil
---@return string|nil
local function partial(paging)
  paging = util.value(paging)
  if paging and (paging.total or 0) > (paging.returned or 0) then
    return ('showing the first %d of %d'):format(paging.returned, paging.total)
  end
  return nil
end

-- :GliderSearch ----------------------------------------------------------------

---A picker over search_symbols that follows the query.
---@param query? string
function M.search(query)
  local client = client_here()
  if not client then
    return
  end
  picker.live({
    prompt = 'Glider symbols',
    query = query,
    fetch = function(q)
      local data, err = client:call('search_symbols', { query = q, take = config.options.search_take })
      if not data then
        return nil, err
      end
      return symbol_items(util.list(data.matches), client.root)
    end,
    on_choice = function(item)
      M.jump_to_symbol(item.value)
    end,
  })
end

-- :GliderResolve -----------------------------------------------------------------

---Jumps to what a name means (picking when it means several).
---@param name string
function M.resolve(name)
  if not name or vim.trim(name) == '' then
    return util.notify(':GliderResolve needs a name', levels.ERROR)
  end
  M.with_symbol(name, function(_, m)
    M.jump_to_symbol(m)
  end)
end

-- :GliderSymbol ------------------------------------------------------------------

---The lines of a symbol's float: signature, summary, kind and places.
---@param info table get_symbol_info's answer
---@param root string
---@return string[]
function M.info_lines(info, root)
  local lines = { info.signature or info.fullName }
  local summary = util.value(info.summary)
  if summary and summary ~= '' then
    table.insert(lines, '')
    vim.list_extend(lines, vim.split(summary, '\n', { plain = true }))
  end
  table.insert(lines, '')
  local facts = { info.kind }
  if info.projectName and info.projectName ~= '' then
    table.insert(facts, info.projectName)
  end
  if info.accessibility and info.accessibility ~= '' then
    table.insert(facts, info.accessibility)
  end
  table.insert(lines, table.concat(facts, ' · '))
  local locations = util.list(info.locations)
  if #locations > 1 then
    table.insert(lines, ('declared in %d parts:'):format(#locations))
    for _, loc in ipairs(locations) do
      table.insert(lines, ('  %s:%d'):format(util.relpath(loc.filePath, root), loc.lineNumber))
    end
  elseif ui.has_location(info) then
    table.insert(lines, ('%s:%d:%d'):format(util.relpath(info.filePath, root), info.lineNumber, info.column))
  else
    table.insert(lines, ui.where(info, root))
  end
  return lines
end

---A float describing the symbol under the cursor (or the one name means).
---@param name? string
function M.symbol(name)
  local client = client_here()
  if not client then
    return
  end
  local function show(m)
    local info, err = client:call('get_symbol_info', { symbolKey = m.symbolKey })
    if not info then
      return util.notify(err, levels.ERROR)
    end
    ui.float(M.info_lines(info, client.root), { highlights = { { 'Identifier', 0 } } })
  end
  if name and vim.trim(name) ~= '' then
    return M.with_symbol(name, function(_, m)
      show(m)
    end)
  end
  local data, err = client:call('get_symbol_at_position', position.cursor())
  if not data then
    return util.notify(err, levels.WARN)
  end
  local symbol = util.value(data.symbol)
  if symbol then
    return show(symbol)
  end
  local lines = { describe_position(data) }
  for _, loc in ipairs(util.list(data.definitions)) do
    table.insert(lines, ('declared at %s:%d:%d'):format(util.relpath(loc.filePath, client.root), loc.lineNumber, loc.column))
  end
  ui.float(lines)
end

-- :GliderDefinition --------------------------------------------------------------

---Jumps to the declaration of what is under the cursor (locals too).
function M.definition()
  local client = client_here()
  if not client then
    return
  end
  local data, err = client:call('get_symbol_at_position', position.cursor())
  if not data then
    return util.notify(err, levels.WARN)
  end
  local defs = util.list(data.definitions)
  if #defs == 1 then
    return ui.jump(defs[1])
  end
  if #defs > 1 then
    local items = {}
    for i, loc in ipairs(defs) do
      items[i] = { label = ('%s:%d'):format(util.relpath(loc.filePath, client.root), loc.lineNumber), value = loc, loc = loc }
    end
    return picker.pick(items, {
      prompt = 'Glider: declarations of ' .. (data.token or ''),
      on_choice = function(item)
        ui.jump(item.value)
      end,
    })
  end
  local symbol = util.value(data.symbol)
  if symbol then
    return M.jump_to_symbol(symbol)
  end
  util.notify(describe_position(data), levels.WARN)
end

-- :GliderReferences, :GliderImplementations, :GliderCallers --------------------

---@param name? string
function M.references(name)
  M.with_symbol(name, function(client, m)
    local data, err = client:call('find_references', { symbolKey = m.symbolKey, take = config.options.max_results })
    if not data then
      return util.notify(err, levels.ERROR)
    end
    local entries = {}
    for _, r in ipairs(util.list(data.references)) do
      table.insert(entries, { loc = r, text = r.lineText or '' })
    end
    show_list(client, 'References to ' .. (m.fullName or m.name), entries, partial(data.paging))
  end)
end

---@param name? string
function M.implementations(name)
  M.with_symbol(name, function(client, m)
    local data, err = client:call('find_implementations', { symbolKey = m.symbolKey, take = config.options.max_results })
    if not data then
      return util.notify(err, levels.ERROR)
    end
    local entries, external = {}, 0
    for _, impl in ipairs(util.list(data.implementations)) do
      if ui.has_location(impl) then
        local how = impl.relation or ''
        if impl.via and impl.via ~= vim.NIL then
          how = how .. ' via ' .. impl.via
        end
        table.insert(entries, { loc = impl, text = ('%s  (%s)'):format(impl.fullName, how) })
      else
        external = external + 1
      end
    end
    local note = partial(data.paging)
    if external > 0 then
      note = (note and note .. '; ' or '') .. ('%d in assemblies without source'):format(external)
    end
    show_list(client, 'Implementations of ' .. (m.fullName or m.name), entries, note)
  end)
end

---@param name? string
function M.callers(name)
  M.with_symbol(name, function(client, m)
    local data, err = client:call('find_callers', { symbolKey = m.symbolKey, take = config.options.max_results })
    if not data then
      return util.notify(err, levels.ERROR)
    end
    local entries = {}
    for _, c in ipairs(util.list(data.callers)) do
      local caller = util.value(c.caller)
      local who = caller and caller.fullName or '(top-level statements)'
      for _, call in ipairs(util.list(c.calls)) do
        table.insert(entries, { loc = call, text = ('%s: %s'):format(who, call.lineText or '') })
      end
    end
    show_list(client, 'Callers of ' .. (m.fullName or m.name), entries, partial(data.paging))
  end)
end

-- :GliderAttributes ----------------------------------------------------------------

---An attribute as it is written: [target: Name(args, Named = value)].
---@param a table AttributeEntry
---@return string
function M.attribute_text(a)
  local args = {}
  for _, arg in ipairs(util.list(a.constructorArguments)) do
    table.insert(args, (arg.name and arg.name ~= vim.NIL) and (arg.name .. ': ' .. arg.value) or arg.value)
  end
  for _, arg in ipairs(util.list(a.namedArguments)) do
    table.insert(args, arg.name .. ' = ' .. arg.value)
  end
  local target = (a.target and a.target ~= '' and a.target ~= vim.NIL) and (a.target .. ': ') or ''
  local text = '[' .. target .. a.name .. (#args > 0 and ('(' .. table.concat(args, ', ') .. ')') or '') .. ']'
  if a.parameter and a.parameter ~= vim.NIL and a.parameter ~= '' then
    text = text .. ' on ' .. a.parameter
  end
  return text
end

---A float listing the attributes of the symbol under the cursor (or named).
---@param name? string
function M.attributes(name)
  M.with_symbol(name, function(client, m)
    local data, err = client:call('get_symbol_attributes', { symbolKey = m.symbolKey, includeInherited = true })
    if not data then
      return util.notify(err, levels.ERROR)
    end
    local attrs = util.list(data.attributes)
    if #attrs == 0 then
      return util.notify(('%s has no attributes'):format(m.fullName or m.name))
    end
    local lines = { 'Attributes of ' .. (m.fullName or m.name), '' }
    for _, a in ipairs(attrs) do
      local where = (a.filePath and a.filePath ~= vim.NIL and a.filePath ~= '')
          and ('%s:%d'):format(util.relpath(a.filePath, client.root), a.line or 0) or ''
      local from = util.value(a.inheritedFrom)
      if a.inherited and from then
        where = 'inherited from ' .. from.fullName .. (where ~= '' and (', ' .. where) or '')
      end
      table.insert(lines, M.attribute_text(a) .. (where ~= '' and ('  ' .. where) or ''))
    end
    if data.hasMore then
      table.insert(lines, ('… %d in all'):format(data.totalCount or 0))
    end
    ui.float(lines, { highlights = { { 'Title', 0 } } })
  end)
end

-- :GliderHierarchy, :GliderModules -------------------------------------------------

---@param name? string
function M.hierarchy(name)
  M.with_symbol(name, function(client, m)
    require('glider.hierarchy').open(client, m)
  end)
end

---@param filter? string
function M.modules(filter)
  local client = client_here()
  if client then
    require('glider.modules').open(client, filter)
  end
end

-- :GliderStatus, :GliderRestart ----------------------------------------------------

---The lines :GliderStatus shows.
---@return string[]
function M.status_lines()
  local sync = require('glider.sync')
  local lines = { ('glider.nvim: picker %s, command %s'):format(picker.kind(), table.concat(config.options.cmd, ' ')) }
  local here, why = backend.root_of(0)
  local roots = vim.tbl_keys(backend.clients)
  table.sort(roots)
  if not here then
    table.insert(lines, '')
    table.insert(lines, why)
  elseif not backend.clients[here] then
    table.insert(lines, '')
    table.insert(lines, here)
    table.insert(lines, '  backend: not started (it starts with the first command or C# buffer)')
  end
  for _, root in ipairs(roots) do
    local client = backend.clients[root]
    table.insert(lines, '')
    table.insert(lines, root)
    if client:running() then
      local st, err = client:request('glider_status')
      table.insert(lines, ('  backend: running, pid %s%s'):format(tostring(client:pid()),
        client.restarts > 0 and (', restarted %d times'):format(client.restarts) or ''))
      if type(st) == 'table' then
        local state = st.state
        local p = util.value(st.progress)
        if state == 'indexing' and p then
          state = ('indexing (%d of %d files)'):format(p.done or 0, p.total or 0)
        end
        table.insert(lines, ('  glider %s, workspace %s'):format(st.version or '?', state))
        local snap = util.value(st.snapshot)
        if snap then
          table.insert(lines, '  snapshot: ' .. snap.snapshotId)
        end
        table.insert(lines, ('  open files: %d (buffers followed: %d)'):format(st.openFiles or 0, sync.count(root)))
      else
        table.insert(lines, '  status: ' .. tostring(err))
      end
    else
      local last = client:last_error()
      table.insert(lines, ('  backend: %s%s'):format(client.state == 'dead' and 'exited' or 'stopped',
        last and (' (' .. last .. ')') or ''))
    end
  end
  return lines
end

function M.status()
  ui.float(M.status_lines(), { highlights = { { 'Title', 0 } } })
end

---Restarts the backend of the current buffer's workspace (or of root).
---@param root? string
function M.restart(root)
  local err
  if root and root ~= '' then
    root = util.normalize(vim.fn.fnamemodify(root, ':p'))
  else
    root, err = backend.root_of(0)
    if not root then
      return util.notify(err, levels.ERROR)
    end
  end
  local client
  client, err = backend.restart(root)
  if not client then
    return util.notify(err, levels.ERROR)
  end
  util.notify('restarted the backend for ' .. util.short(root))
end

-- Completion -------------------------------------------------------------------------

---A running, indexed backend for completion (which never starts one).
---@return glider.Client|nil
local function ready_client()
  local root = backend.root_of(0)
  local client = root and backend.clients[root]
  if client and client:running() and client.ready then
    return client
  end
  return nil
end

---Completes symbol names from the index.
---@param lead string
---@return string[]
function M.complete_symbols(lead)
  local client = ready_client()
  if not client or lead == '' then
    return {}
  end
  local env = client:request('glider_call', 'search_symbols', { query = lead, take = 50 })
  if type(env) ~= 'table' or not env.success then
    return {}
  end
  local seen, out = {}, {}
  for _, m in ipairs(util.list(util.value(env.data) and env.data.matches)) do
    local word = lead:find('.', 1, true) and m.fullName or m.name
    if word and not seen[word] then
      seen[word] = true
      table.insert(out, word)
    end
  end
  return out
end

---Completes module names.
---@param lead string
---@return string[]
function M.complete_modules(lead)
  local client = ready_client()
  if not client then
    return {}
  end
  local env = client:request('glider_call', 'modules_list', vim.empty_dict())
  if type(env) ~= 'table' or not env.success then
    return {}
  end
  local out = {}
  for _, m in ipairs(util.list(util.value(env.data) and env.data.modules)) do
    if m.name:lower():sub(1, #lead) == lead:lower() then
      table.insert(out, m.name)
    end
  end
  return out
end

---Completes the roots of the backends.
---@param lead string
---@return string[]
function M.complete_roots(lead)
  local out = {}
  for root in pairs(backend.clients) do
    if root:sub(1, #lead) == lead then
      table.insert(out, root)
    end
  end
  table.sort(out)
  return out
end

return M
