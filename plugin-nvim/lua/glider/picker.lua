-- Pickers: Telescope or fzf-lua when installed (a live one for search,
-- whose list follows the query as it is typed), else vim.ui.select (after
-- vim.ui.input for a live one). Items keep the backend's order.

local config = require('glider.config')
local util = require('glider.util')

local M = {}

---@class glider.PickItem
---@field label string              the line shown
---@field value any                 what on_choice gets back
---@field loc? glider.Location      where it is, for previews

---@class glider.PickOptions
---@field prompt string
---@field on_choice fun(item: glider.PickItem)

---@class glider.LiveOptions: glider.PickOptions
---@field query? string             the query to start with
---@field fetch fun(query: string): glider.PickItem[]|nil, string|nil

---The picker in use: the configured one, or for 'auto' the first of
---Telescope, fzf-lua and vim.ui.select that is there.
---@return 'telescope'|'fzf-lua'|'select'
function M.kind()
  local p = config.options.picker
  if p ~= 'auto' then
    return p
  end
  if pcall(require, 'telescope.pickers') then
    return 'telescope'
  end
  if pcall(require, 'fzf-lua') then
    return 'fzf-lua'
  end
  return 'select'
end

-- vim.ui.select -----------------------------------------------------------

---@param items glider.PickItem[]
---@param opts glider.PickOptions
local function select(items, opts)
  vim.ui.select(items, {
    prompt = opts.prompt,
    kind = 'glider',
    format_item = function(item)
      return item.label
    end,
  }, function(item)
    if item then
      opts.on_choice(item)
    end
  end)
end

---@param opts glider.LiveOptions
local function select_live(opts)
  local function run(query)
    if query == nil or vim.trim(query) == '' then
      return
    end
    local items, err = opts.fetch(vim.trim(query))
    if not items then
      util.notify(err or 'failed', vim.log.levels.ERROR)
    elseif #items == 0 then
      util.notify(('nothing matches %s'):format(query))
    else
      select(items, { prompt = ('%s: %s'):format(opts.prompt, query), on_choice = opts.on_choice })
    end
  end
  if opts.query and opts.query ~= '' then
    run(opts.query)
  else
    vim.ui.input({ prompt = opts.prompt .. ': ' }, run)
  end
end

-- Telescope ----------------------------------------------------------------

local function telescope_entry(item)
  local loc = item.loc
  return {
    value = item,
    display = item.label,
    ordinal = item.label,
    filename = loc and loc.filePath or nil,
    lnum = loc and loc.lineNumber or nil,
    -- the previewer only highlights the line; a UTF-16 column is near enough
    col = loc and loc.column or nil,
  }
end

---@param finder any
---@param opts glider.PickOptions|glider.LiveOptions
---@param live boolean  the finder asks the backend as the query changes
local function telescope(finder, opts, live)
  local pickers = require('telescope.pickers')
  local sorters = require('telescope.sorters')
  local conf = require('telescope.config').values
  local actions = require('telescope.actions')
  local action_state = require('telescope.actions.state')
  pickers.new({}, {
    prompt_title = opts.prompt,
    default_text = opts.query,
    finder = finder,
    -- live, the backend ranks and Telescope only highlights; else it filters
    sorter = live and sorters.highlighter_only({}) or conf.generic_sorter({}),
    previewer = conf.qflist_previewer({}),
    attach_mappings = function(prompt_buf)
      actions.select_default:replace(function()
        local entry = action_state.get_selected_entry()
        actions.close(prompt_buf)
        if entry then
          -- after Telescope has left insert mode (which moves the cursor)
          vim.schedule(function()
            opts.on_choice(entry.value)
          end)
        end
      end)
      return true
    end,
  }):find()
end

-- fzf-lua ------------------------------------------------------------------

-- fzf gets the labels as lines and hands back the line picked; a label
-- shown twice gets a number, so each line names one item. (fzf-lua's
-- fzf_opts are not written the same way across its releases: none is used.)

---@param items glider.PickItem[]
---@return string[] lines
---@return table<string, glider.PickItem> by_line
local function fzf_lines(items)
  local lines, by_line = {}, {}
  for i, item in ipairs(items) do
    local line, n = item.label, 1
    while by_line[line] do
      n = n + 1
      line = ('%s (%d)'):format(item.label, n)
    end
    lines[i], by_line[line] = line, item
  end
  return lines, by_line
end

---@param by_line fun(): table<string, glider.PickItem>
---@param opts glider.PickOptions|glider.LiveOptions
local function fzf_opts(by_line, opts)
  return {
    prompt = opts.prompt .. '> ',
    query = opts.query,
    actions = {
      ['default'] = function(selected)
        local item = selected and selected[1] and by_line()[selected[1]]
        if item then
          opts.on_choice(item)
        end
      end,
    },
  }
end

-- The pickers --------------------------------------------------------------

---Lets the user pick one of items.
---@param items glider.PickItem[]
---@param opts glider.PickOptions
function M.pick(items, opts)
  local kind = M.kind()
  if kind == 'telescope' then
    telescope(require('telescope.finders').new_table({ results = items, entry_maker = telescope_entry }), opts, false)
  elseif kind == 'fzf-lua' then
    local lines, by_line = fzf_lines(items)
    require('fzf-lua').fzf_exec(lines, fzf_opts(function()
      return by_line
    end, opts))
  else
    select(items, opts)
  end
end

---A picker whose items follow the query: opts.fetch(query) gives them.
---@param opts glider.LiveOptions
function M.live(opts)
  local kind = M.kind()
  local function fetch(query)
    if query == nil or vim.trim(query) == '' then
      return {}
    end
    local ok, items, err = pcall(opts.fetch, vim.trim(query))
    if not ok or not items then
      util.notify(tostring(ok and err or items), vim.log.levels.ERROR)
      return {}
    end
    return items
  end
  if kind == 'telescope' then
    telescope(require('telescope.finders').new_dynamic({ fn = fetch, entry_maker = telescope_entry }), opts, true)
  elseif kind == 'fzf-lua' then
    local by_line = {}
    require('fzf-lua').fzf_live(function(arg)
      -- fzf-lua passes the query, or (newer releases) a list holding it
      local query = type(arg) == 'table' and arg[1] or arg
      local lines
      lines, by_line = fzf_lines(fetch(query))
      return lines
    end, fzf_opts(function()
      return by_line
    end, opts))
  else
    select_live(opts)
  end
end

return M
