-- The picker chosen ('auto': Telescope, else fzf-lua, else vim.ui.select)
-- and what the plugin hands Telescope and fzf-lua. Neither is installed
-- here: small stand-ins record the calls, shaped like the APIs the plugin
-- uses (telescope.pickers/finders/sorters/actions, fzf-lua's fzf_exec and
-- fzf_live), so the items, the live query and the choice can be checked.

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')
T.setup({ picker = 'auto' })

local picker = require('glider.picker')

-- Telescope stand-in ------------------------------------------------------

local telescope = {}

local function install_telescope()
  local replaced
  package.preload['telescope.pickers'] = function()
    return {
      new = function(_, spec)
        return {
          find = function()
            telescope.spec = spec
            spec.attach_mappings(42)
          end,
        }
      end,
    }
  end
  package.preload['telescope.finders'] = function()
    return {
      new_dynamic = function(o)
        return { dynamic = true, fn = o.fn, entry_maker = o.entry_maker }
      end,
      new_table = function(o)
        return { results = o.results, entry_maker = o.entry_maker }
      end,
    }
  end
  package.preload['telescope.sorters'] = function()
    return {
      highlighter_only = function()
        return { highlighter_only = true }
      end,
    }
  end
  package.preload['telescope.config'] = function()
    return { values = {
      qflist_previewer = function() return { previewer = 'qflist' } end,
      generic_sorter = function() return { generic = true } end,
    } }
  end
  package.preload['telescope.actions'] = function()
    return {
      select_default = { replace = function(_, fn) replaced = fn end },
      close = function(buf) telescope.closed = buf end,
    }
  end
  package.preload['telescope.actions.state'] = function()
    return { get_selected_entry = function() return telescope.selected end }
  end
  telescope.press_enter = function()
    replaced()
  end
end

local function uninstall(prefix)
  for name in pairs(package.preload) do
    if vim.startswith(name, prefix) then
      package.preload[name] = nil
      package.loaded[name] = nil
    end
  end
end

-- fzf-lua stand-in ----------------------------------------------------------

local fzf = {}

local function install_fzf()
  package.preload['fzf-lua'] = function()
    return {
      fzf_exec = function(lines, opts)
        fzf.lines, fzf.opts, fzf.live = lines, opts, nil
      end,
      fzf_live = function(fn, opts)
        fzf.live, fzf.opts = fn, opts
      end,
    }
  end
end

T.test('auto is vim.ui.select when neither Telescope nor fzf-lua is there', function()
  T.eq(picker.kind(), 'select', 'the picker')
end)

T.test('Telescope: a live search, its entries, and <CR>', function()
  install_telescope()
  T.eq(picker.kind(), 'telescope', 'auto finds Telescope')
  T.edit('src/Shop.Api/Program.cs')
  vim.cmd('GliderSearch Order')
  local spec = telescope.spec
  T.eq(spec.prompt_title, 'Glider symbols', 'the title')
  T.eq(spec.default_text, 'Order', 'the query given')
  T.ok(spec.finder.dynamic, 'a dynamic finder: the list follows the query')
  T.eq(spec.sorter, { highlighter_only = true }, 'the backend ranks, Telescope does not sort')
  T.eq(spec.finder.fn(''), {}, 'an empty query lists nothing')
  local items = spec.finder.fn('OrderServiceTests')
  local entries = vim.tbl_map(spec.finder.entry_maker, items)
  T.eq(vim.tbl_map(function(e) return e.display end, entries), {
    'OrderServiceTests  Class        Shop.Tests                    tests/Shop.Tests/OrderServiceTests.cs:13',
    'OrderServiceTests  Constructor  Shop.Tests.OrderServiceTests  tests/Shop.Tests/OrderServiceTests.cs:27',
  }, 'the entries as typed')
  T.eq({ entries[2].filename, entries[2].lnum }, { T.path('tests/Shop.Tests/OrderServiceTests.cs'), 27 }, 'for the previewer')
  telescope.selected = entries[2]
  telescope.press_enter()
  T.eq(telescope.closed, 42, 'the picker closed')
  T.eq(T.where()[1], 'src/Shop.Api/Program.cs', 'the jump waits for Telescope to leave insert mode')
  T.wait(function()
    return T.where()[1] ~= 'src/Shop.Api/Program.cs'
  end, 'the jump')
  T.eq(T.where(), { 'tests/Shop.Tests/OrderServiceTests.cs', 27, 11 }, 'the constructor')
  uninstall('telescope')
end)

T.test('Telescope: a static list for several candidates', function()
  install_telescope()
  vim.cmd('GliderResolve OrderService')
  local spec = telescope.spec
  T.eq(#spec.finder.results, 2, 'two candidates')
  T.eq(spec.sorter, { generic = true }, 'Telescope filters a fixed list as the user types')
  T.eq(spec.finder.entry_maker(spec.finder.results[1]).display,
    'OrderService  Class        Shop.Core.Orders               src/Shop.Core/Orders/OrderService.cs:14', 'the first')
  uninstall('telescope')
end)

T.test('fzf-lua: a live search, its lines, and the default action', function()
  install_fzf()
  T.eq(picker.kind(), 'fzf-lua', 'auto finds fzf-lua')
  T.edit('src/Shop.Api/Program.cs')
  vim.cmd('GliderSearch Paket')
  T.eq(fzf.opts.query, 'Paket', 'the query given')
  T.eq(fzf.opts.prompt, 'Glider symbols> ', 'the prompt')
  -- older fzf-lua passes the query, newer a list holding it
  T.eq(fzf.live('Paketgröße'), { 'Paketgröße  Enum  Shop.Core.Catalog  src/Shop.Core/Catalog/Sizing.cs:6' }, 'the lines')
  local lines = fzf.live({ 'Größe' })
  T.eq(lines[1], 'Größe                  Method  Shop.Core.Catalog.Sizing  src/Shop.Core/Catalog/Sizing.cs:24', 'another query: the exact name first')
  fzf.opts.actions.default({ lines[1] })
  T.eq(T.where(), { 'src/Shop.Core/Catalog/Sizing.cs', 24, 31 }, 'the jump')
  uninstall('fzf-lua')
end)

T.test('fzf-lua: lines shown twice are told apart', function()
  install_fzf()
  picker.pick({
    { label = 'same', value = 1 }, { label = 'same', value = 2 }, { label = 'other', value = 3 },
  }, {
    prompt = 'p',
    on_choice = function(item)
      fzf.chosen = item.value
    end,
  })
  T.eq(fzf.lines, { 'same', 'same (2)', 'other' }, 'the lines')
  fzf.opts.actions.default({ 'same (2)' })
  T.eq(fzf.chosen, 2, 'the second')
  uninstall('fzf-lua')
end)

T.test("picker = 'select' wins over an installed Telescope", function()
  install_telescope()
  require('glider.config').options.picker = 'select'
  T.eq(picker.kind(), 'select', 'the picker')
  require('glider.config').options.picker = 'auto'
  uninstall('telescope')
end)

T.run()
