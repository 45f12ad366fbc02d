-- :GliderHierarchy: a type's hierarchy as a tree in a side window. Each
-- workspace type is a node that expands into its base types, interfaces
-- and derived types (get_type_hierarchy, when first opened); derived types
-- come a page at a time (get_derived_types, when the "more" line is
-- opened). <CR> or o toggles, gd jumps, q closes.

local config = require('glider.config')
local ui = require('glider.ui')
local util = require('glider.util')

local M = {}

---@class glider.HierarchyNode
---@field kind 'type'|'group'|'more'|'text'
---@field label string
---@field symbol? table          a type's SymbolMatch (workspace types)
---@field note? string           said after a type: implicit, via ...
---@field children? glider.HierarchyNode[]  nil until loaded
---@field expanded? boolean
---@field owner? glider.HierarchyNode  a "more" node's type
---@field group? glider.HierarchyNode  a "more" node's group
---@field loaded? integer        derived types loaded so far (a "more" node)
---@field total? integer         derived types in all (a "more" node)

---@class glider.HierarchyView
---@field client glider.Client
---@field buf integer
---@field win integer
---@field source_win integer     where gd jumps
---@field root_node glider.HierarchyNode
---@field nodes glider.HierarchyNode[]  one per line

---@type glider.HierarchyView|nil
M.view = nil

local ns = vim.api.nvim_create_namespace('glider_hierarchy')
local counter = 0

---@param symbol table|nil
---@param name string
---@param note? string
---@return glider.HierarchyNode
local function type_node(symbol, name, note)
  return { kind = 'type', symbol = symbol, label = symbol and symbol.fullName or name, note = note }
end

---Whether a node can be opened.
---@param node glider.HierarchyNode
---@return boolean
local function expandable(node)
  if node.kind == 'group' then
    return true
  end
  return node.kind == 'type' and node.symbol ~= nil and node.symbol.symbolKey ~= nil
end

---@param derived table DerivedType
---@return glider.HierarchyNode
local function derived_node(derived)
  local note
  if (derived.depth or 1) > 1 and derived.directBase then
    note = 'via ' .. derived.directBase
  end
  return type_node(derived, derived.fullName, note)
end

---Loads a type node's children: its base types, interfaces and the first
---page of derived types.
---@param view glider.HierarchyView
---@param node glider.HierarchyNode
---@return boolean ok
function M.load(view, node)
  local page = config.options.hierarchy.derived_page
  local data, err = view.client:call('get_type_hierarchy', {
    symbolKey = node.symbol.symbolKey, derivedTake = page,
  })
  if not data then
    util.notify(err, vim.log.levels.ERROR)
    return false
  end
  local children = {}
  local bases = {}
  for _, b in ipairs(util.list(data.baseTypes)) do
    table.insert(bases, type_node(util.value(b.symbol), b.name, b.implicit and 'implicit' or nil))
  end
  if data.baseChainComplete == false then
    table.insert(bases, { kind = 'text', label = '… (the chain goes on outside the workspace)' })
  end
  if #bases > 0 then
    table.insert(children, { kind = 'group', label = 'Base types', children = bases, expanded = true })
  end
  local ifaces = {}
  for _, i in ipairs(util.list(data.interfaces)) do
    local note = (not i.direct and util.value(i.via)) and ('via ' .. i.via) or nil
    table.insert(ifaces, type_node(util.value(i.symbol), i.name, note))
  end
  if #ifaces > 0 then
    table.insert(children, { kind = 'group', label = 'Interfaces', children = ifaces, expanded = true })
  end
  local paging = util.value(data.derivedPaging)
  local derived = {}
  for _, d in ipairs(util.list(data.derivedTypes)) do
    table.insert(derived, derived_node(d))
  end
  local total = paging and paging.total or #derived
  if total > 0 then
    local group = { kind = 'group', label = ('Derived types (%d)'):format(total), children = derived, expanded = true }
    if #derived < total then
      table.insert(derived, { kind = 'more', owner = node, group = group, loaded = #derived, total = total, label = '' })
    end
    table.insert(children, group)
  end
  for _, n in ipairs(util.list(data.notes)) do
    table.insert(children, { kind = 'text', label = n })
  end
  node.children = children
  return true
end

---Loads the next page of derived types in place of a "more" node.
---@param view glider.HierarchyView
---@param more glider.HierarchyNode
function M.load_more(view, more)
  local data, err = view.client:call('get_derived_types', {
    symbolKey = more.owner.symbol.symbolKey, skip = more.loaded, take = config.options.hierarchy.derived_page,
  })
  if not data then
    return util.notify(err, vim.log.levels.ERROR)
  end
  local list = more.group.children
  table.remove(list) -- the "more" node, always last
  local got = util.list(data.derivedTypes)
  for _, d in ipairs(got) do
    table.insert(list, derived_node(d))
  end
  more.loaded = more.loaded + #got
  local paging = util.value(data.paging)
  more.total = paging and paging.total or more.total
  if #got > 0 and more.loaded < more.total then
    table.insert(list, more)
  end
end

---The text of a node's line.
---@param node glider.HierarchyNode
---@param root string
---@return string
local function line_of(node, root)
  if node.kind == 'more' then
    return ('… %d more (<CR> loads them)'):format(node.total - node.loaded)
  end
  if node.kind ~= 'type' then
    return node.label
  end
  local parts = { node.label }
  local s = node.symbol
  if s then
    table.insert(parts, s.kind)
    table.insert(parts, ui.where(s, root))
  end
  if node.note then
    table.insert(parts, '(' .. node.note .. ')')
  end
  return table.concat(parts, '  ')
end

---Draws the tree again, the cursor staying on its line.
---@param view glider.HierarchyView
function M.render(view)
  local lines, nodes, marks = {}, {}, {}
  local function walk(node, depth)
    local marker = '  '
    if expandable(node) then
      marker = node.expanded and '▾ ' or '▸ '
    end
    table.insert(lines, string.rep('  ', depth) .. marker .. line_of(node, view.client.root))
    table.insert(nodes, node)
    table.insert(marks, { node.kind, depth })
    if node.expanded and node.children then
      for _, child in ipairs(node.children) do
        walk(child, depth + 1)
      end
    end
  end
  walk(view.root_node, 0)
  view.nodes = nodes
  vim.bo[view.buf].modifiable = true
  vim.api.nvim_buf_set_lines(view.buf, 0, -1, false, lines)
  vim.bo[view.buf].modifiable = false
  vim.api.nvim_buf_clear_namespace(view.buf, ns, 0, -1)
  for i, mark in ipairs(marks) do
    local group = ({ group = 'Title', more = 'Comment', text = 'Comment' })[mark[1]]
    if i == 1 then
      group = 'Identifier'
    end
    if group then
      ui.highlight(view.buf, ns, group, i - 1, mark[2] * 2)
    end
  end
end

---The node on the cursor's line.
---@param view glider.HierarchyView
---@return glider.HierarchyNode|nil
local function node_at_cursor(view)
  local row = vim.api.nvim_win_get_cursor(0)[1]
  return view.nodes[row]
end

---Opens or closes the node under the cursor (loads it the first time);
---on a "more" line, loads the next page.
function M.toggle()
  local view = M.view
  if not view then
    return
  end
  local node = node_at_cursor(view)
  if not node then
    return
  end
  if node.kind == 'more' then
    M.load_more(view, node)
  elseif expandable(node) then
    if node.expanded then
      node.expanded = false
    elseif node.children or M.load(view, node) then
      node.expanded = true
    end
  else
    return
  end
  M.render(view)
end

---Jumps to the type under the cursor, in the window the tree was opened from.
function M.jump()
  local view = M.view
  local node = view and node_at_cursor(view)
  if not node or not ui.has_location(node.symbol) then
    return util.notify('no source to jump to on this line')
  end
  local win = view.source_win
  if not vim.api.nvim_win_is_valid(win) or win == view.win then
    vim.cmd((config.options.hierarchy.position == 'left' and 'rightbelow' or 'leftabove') .. ' vsplit')
    win = vim.api.nvim_get_current_win()
    view.source_win = win
  end
  ui.jump(node.symbol, win)
end

---Closes the tree.
function M.close()
  local view = M.view
  M.view = nil
  if view and vim.api.nvim_buf_is_valid(view.buf) then
    vim.api.nvim_buf_delete(view.buf, { force = true })
  end
end

---Opens the tree of a type in the side window (replacing the tree shown).
---@param client glider.Client
---@param symbol table SymbolMatch of a type
function M.open(client, symbol)
  local source_win = vim.api.nvim_get_current_win()
  local root_node = type_node(symbol, symbol.fullName)
  local view = { client = client, root_node = root_node, nodes = {} }
  if not M.load(view, root_node) then
    return
  end
  root_node.expanded = true
  local old = M.view
  counter = counter + 1
  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_name(buf, ('glider://hierarchy/%d'):format(counter))
  vim.bo[buf].bufhidden = 'wipe'
  vim.bo[buf].swapfile = false
  vim.bo[buf].filetype = 'glider_hierarchy'
  vim.api.nvim_buf_set_var(buf, 'glider_root', client.root) -- commands run here go to its backend
  local opts = config.options.hierarchy
  local win
  if old and vim.api.nvim_win_is_valid(old.win) and vim.api.nvim_win_get_buf(old.win) == old.buf then
    -- the tree shown is replaced, in its window
    win = old.win
    if source_win == win then
      source_win = old.source_win
    end
    vim.api.nvim_set_current_win(win)
  else
    vim.cmd((opts.position == 'left' and 'topleft' or 'botright') .. ' vsplit')
    win = vim.api.nvim_get_current_win()
  end
  vim.api.nvim_win_set_buf(win, buf)
  vim.api.nvim_win_set_width(win, opts.width)
  for option, value in pairs({ number = false, relativenumber = false, wrap = false, cursorline = true,
    winfixwidth = true, signcolumn = 'no', foldcolumn = '0', list = false, spell = false }) do
    vim.wo[win][option] = value
  end
  view.buf, view.win, view.source_win = buf, win, source_win
  M.view = view
  local function map(lhs, fn, desc)
    vim.keymap.set('n', lhs, fn, { buffer = buf, nowait = true, silent = true, desc = desc })
  end
  map('<CR>', M.toggle, 'open or close the node')
  map('o', M.toggle, 'open or close the node')
  map('gd', M.jump, 'jump to the type')
  map('q', M.close, 'close the hierarchy')
  vim.api.nvim_create_autocmd('BufWipeout', {
    buffer = buf,
    callback = function()
      if M.view == view then
        M.view = nil
      end
    end,
  })
  M.render(view)
  vim.api.nvim_win_set_cursor(win, { 1, 0 })
end

return M
