-- :GliderModules: browse the assemblies the workspace builds and
-- references (modules_list), a module's types (types_get, a page at a
-- time) and a type's members (members_get), in the picker. A member or
-- type with source opens at its declaration; one without shows its
-- signature.

local config = require('glider.config')
local picker = require('glider.picker')
local ui = require('glider.ui')
local util = require('glider.util')

local levels = vim.log.levels

local M = {}

---Labels items with their columns, aligned; a row that is a string (a
---way back, a page more) is its label as it is.
---@param items glider.PickItem[]
---@param columns (string[]|string)[] one row per item
---@return glider.PickItem[]
local function aligned(items, columns)
  local widths = {}
  for _, cols in ipairs(columns) do
    if type(cols) == 'table' then
      for i, c in ipairs(cols) do
        widths[i] = math.max(widths[i] or 0, vim.fn.strdisplaywidth(c))
      end
    end
  end
  for k, cols in ipairs(columns) do
    if type(cols) == 'string' then
      items[k].label = cols
    else
      local parts = {}
      for i, c in ipairs(cols) do
        if widths[i] > 0 then -- a column empty in every row takes no room
          table.insert(parts, i < #cols and (c .. string.rep(' ', widths[i] - vim.fn.strdisplaywidth(c))) or c)
        end
      end
      items[k].label = vim.trim(table.concat(parts, '  '))
    end
  end
  return items
end

---Opens a symbol by its key: at its name when it has source, else its
---description in a float.
---@param client glider.Client
---@param key string
function M.open_symbol(client, key)
  local info, err = client:call('get_symbol_info', { symbolKey = key })
  if not info then
    return util.notify(err, levels.ERROR)
  end
  if ui.has_location(info) then
    return ui.jump(info)
  end
  ui.float(require('glider.commands').info_lines(info, client.root))
end

---The picker of a type's members.
---@param client glider.Client
---@param module string
---@param t table ModuleType
function M.members(client, module, t)
  local data, err = client:call('members_get', { type_name = t.fullName, module_name = module })
  if not data then
    return util.notify(err, levels.ERROR)
  end
  local items, columns = {}, {}
  table.insert(items, { value = { back = true } })
  table.insert(columns, '‹ the types of ' .. module)
  if t.symbolKey then
    table.insert(items, { value = { open = t } })
    table.insert(columns, '→ ' .. t.fullName)
  end
  for _, group in ipairs({ 'methods', 'properties', 'fields', 'events' }) do
    for _, m in ipairs(util.list(data[group])) do
      table.insert(items, { value = { member = m } })
      table.insert(columns, { m.kind, m.signature, m.inherited and ('from ' .. (m.declaringType or '?')) or '' })
    end
  end
  picker.pick(aligned(items, columns), {
    prompt = ('Glider: members of %s'):format(t.fullName),
    on_choice = function(item)
      local v = item.value
      if v.back then
        M.types(client, module)
      elseif v.open then
        M.open_symbol(client, v.open.symbolKey)
      elseif v.member.symbolKey then
        M.open_symbol(client, v.member.symbolKey)
      else
        ui.float({ v.member.signature, '', (v.member.declaringType or t.fullName) .. ' · ' .. module })
      end
    end,
  })
end

---The picker of a module's types; more pages are loaded from its last item.
---@param client glider.Client
---@param module string
---@param token? string   the continuation token of the next page
---@param loaded? table[] the types of the pages before
function M.types(client, module, token, loaded)
  local data, err = client:call('types_get', { module_name = module, max_results = config.options.modules_page, continuation_token = token })
  if not data then
    return util.notify(err, levels.ERROR)
  end
  local types = vim.list_extend(vim.deepcopy(loaded or {}), util.list(data.types))
  local items, columns = {}, {}
  table.insert(items, { value = { back = true } })
  table.insert(columns, '‹ modules')
  for _, t in ipairs(types) do
    table.insert(items, { value = { type = t } })
    table.insert(columns, { t.fullName, t.kind, t.visibility })
  end
  if data.hasMore and data.continuationToken then
    table.insert(items, { value = { more = data.continuationToken } })
    table.insert(columns, ('… more types (%d of %d shown)'):format(#types, data.totalTypes or 0))
  end
  picker.pick(aligned(items, columns), {
    prompt = ('Glider: types of %s'):format(module),
    on_choice = function(item)
      local v = item.value
      if v.back then
        M.open(client)
      elseif v.more then
        M.types(client, module, v.more, types)
      else
        M.members(client, module, v.type)
      end
    end,
  })
end

---The picker of modules (name_filter: a pattern over their names).
---@param client glider.Client
---@param filter? string
function M.open(client, filter)
  local args = vim.empty_dict()
  if filter and vim.trim(filter) ~= '' then
    args = { name_filter = vim.trim(filter) }
  end
  local data, err = client:call('modules_list', args)
  if not data then
    return util.notify(err, levels.ERROR)
  end
  local modules = util.list(data.modules)
  if #modules == 0 then
    return util.notify('no modules' .. (filter and filter ~= '' and (' match ' .. filter) or ''))
  end
  local items, columns = {}, {}
  for i, m in ipairs(modules) do
    items[i] = { value = m }
    local facts = { m.origin }
    if not m.indexed then
      table.insert(facts, 'not indexed')
    end
    if m.error and m.error ~= vim.NIL then
      table.insert(facts, m.error)
    end
    columns[i] = { m.name, util.value(m.version) or '', table.concat(facts, ', ') }
  end
  picker.pick(aligned(items, columns), {
    prompt = 'Glider modules',
    on_choice = function(item)
      M.types(client, item.value.name)
    end,
  })
end

return M
