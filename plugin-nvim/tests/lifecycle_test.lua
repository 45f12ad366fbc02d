-- The backends' life: the root a file belongs to, a lazy start, one
-- backend per root, a restart (said) when it dies, :GliderRestart,
-- :GliderStatus and :checkhealth glider.

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')
T.setup({ picker = 'select' })

local backend = require('glider.backend')
local config = require('glider.config')
local uv = vim.uv or vim.loop

local function count(t)
  local n = 0
  for _ in pairs(t) do
    n = n + 1
  end
  return n
end

T.test('the root: a solution folder, else a project folder, else the repository', function()
  local base = vim.fn.tempname()
  local function touch(rel)
    vim.fn.mkdir(vim.fn.fnamemodify(base .. '/' .. rel, ':h'), 'p')
    vim.fn.writefile({}, base .. '/' .. rel)
  end
  touch('repo/.git/HEAD')
  touch('repo/App.sln')
  touch('repo/src/App/App.csproj')
  touch('repo/src/App/Deep/Thing.cs')
  touch('repo/src/Lib/Lib.csproj')
  touch('plain/.git/HEAD')
  touch('plain/tools/Tool/Tool.csproj')
  touch('plain/tools/Tool/Main.cs')
  touch('plain/scripts/run.cs')
  touch('above/Above.sln')
  touch('above/repo/.git/HEAD')
  touch('above/repo/x/y.cs')
  touch('loose/a/b.cs')
  T.eq(backend.find_root(base .. '/repo/src/App/Deep/Thing.cs'), base .. '/repo', 'the solution above the project')
  T.eq(backend.find_root(base .. '/repo/src/Lib'), base .. '/repo', 'a folder')
  T.eq(backend.find_root(base .. '/plain/tools/Tool/Main.cs'), base .. '/plain/tools/Tool', 'the nearest project')
  T.eq(backend.find_root(base .. '/plain/scripts/run.cs'), base .. '/plain', 'the repository')
  T.eq(backend.find_root(base .. '/above/repo/x/y.cs'), base .. '/above/repo', 'no higher than the repository')
  local loose, kind = backend.find_root(base .. '/loose/a/b.cs')
  T.ok(kind == 'folder' and loose == base .. '/loose/a' or not vim.startswith(loose, base),
    'nothing found: the file\'s folder (or a root above the temp folder): ' .. loose)
  config.options.root_dir = function(path)
    return path:find('/plain/', 1, true) and (base .. '/plain/tools/Tool/Tool.csproj') or nil
  end
  T.eq(backend.find_root(base .. '/plain/scripts/run.cs'), base .. '/plain/tools/Tool/Tool.csproj', 'root_dir decides')
  T.eq(backend.find_root(base .. '/repo/src/App/Deep/Thing.cs'), base .. '/repo', 'root_dir may pass')
  config.options.root_dir = nil
  vim.fn.delete(base, 'rf')
end)

T.test('no backend before a C# buffer; one for every file of the workspace', function()
  T.eq(count(backend.clients), 0, 'none at first')
  vim.cmd('edit ' .. T.path('README.md'))
  T.eq(count(backend.clients), 0, 'a README starts none')
  T.edit('src/Shop.Core/Orders/Order.cs')
  T.eq(vim.tbl_keys(backend.clients), { T.sample }, 'the C# buffer started one for the sample')
  local client = backend.clients[T.sample]
  T.ok(client:running(), 'it runs')
  T.edit('tests/Shop.Tests/PricingTests.cs')
  T.edit('src/Shop.Api/Program.cs')
  T.eq(count(backend.clients), 1, 'still one, for three projects')
  T.eq(vim.b.glider_root, T.sample, 'b:glider_root')
end)

T.test(':GliderStatus shows the backend and its index', function()
  T.edit('src/Shop.Core/Orders/Order.cs')
  vim.cmd('GliderSearch NothingAtAll') -- waits for the index
  vim.cmd('GliderStatus')
  local lines = T.float_lines()
  T.eq(lines[1], ('glider.nvim: picker select, command %s nvim --no-assemblies --no-cache'):format(T.bin), 'the first line')
  T.eq(lines[3], T.sample, 'the root')
  T.ok(lines[4]:match('^  backend: running, pid %d+$'), 'the backend: ' .. lines[4])
  T.eq(lines[5], '  glider 0.1.0-dev, workspace ready', 'version and state')
  T.ok(lines[6]:match('^  snapshot: %S+$'), 'the snapshot: ' .. lines[6])
  T.eq(lines[7], '  open files: 3 (buffers followed: 3)', 'the buffers')
end)

T.test('a backend that dies is restarted, says so, and gets the buffers again', function()
  T.edit('src/Shop.Core/Orders/Order.cs')
  vim.api.nvim_buf_set_lines(0, -1, -1, false, { 'public sealed class Survivor { }' })
  local client = backend.clients[T.sample]
  local pid = client:pid()
  uv.kill(pid, 'sigkill')
  T.wait(function()
    return client.restarts == 1 and client:running()
  end, 'a new backend')
  T.ok(client:pid() ~= pid, 'a new process')
  T.noted(('the backend for %s exited (code 137); restarted it'):format(T.sample))
  T.on_select('Survivor')
  vim.cmd('GliderSearch Survivor')
  T.eq(T.where()[1], 'src/Shop.Core/Orders/Order.cs', 'the unsaved class, found by the new backend')
end)

T.test('after too many deaths it stays down until the next command', function()
  config.options.restart_limit = 0
  local client = backend.clients[T.sample]
  local pid = client:pid()
  uv.kill(pid, 'sigkill')
  T.wait(function()
    return client.state == 'dead'
  end, 'the backend to be seen dead')
  vim.wait(200)
  T.eq(client:running(), false, 'not restarted')
  T.noted('not restarting it after')
  config.options.restart_limit = 3
  T.on_select('Survivor')
  vim.cmd('GliderSearch Survivor')
  T.ok(client:running() and client:pid() ~= pid, 'the command started it')
  T.eq(T.where()[1], 'src/Shop.Core/Orders/Order.cs', 'and it has the buffer')
end)

T.test(':GliderRestart starts a new backend', function()
  T.edit('src/Shop.Core/Orders/Order.cs')
  local client = backend.clients[T.sample]
  local pid = client:pid()
  vim.cmd('GliderRestart')
  T.noted('restarted the backend for')
  T.ok(client:running() and client:pid() ~= pid, 'a new process')
  T.eq(vim.fn.getcompletion('GliderRestart ' .. T.sample:sub(1, 5), 'cmdline'), { T.sample }, 'roots complete')
end)

T.test('progress is told to the backend that sent it, with two running', function()
  T.edit('src/Shop.Core/Orders/Order.cs')
  vim.cmd('GliderSearch NothingAtAll')
  local first = backend.clients[T.sample]
  local dir = vim.fn.tempname()
  vim.fn.mkdir(dir, 'p')
  vim.fn.writefile({ '<Project Sdk="Microsoft.NET.Sdk"></Project>' }, dir .. '/Tiny.csproj')
  vim.fn.writefile({ 'namespace Tiny;', 'public class Lonely { }' }, dir .. '/Lonely.cs')
  vim.cmd('edit ' .. vim.fn.fnameescape(dir .. '/Lonely.cs'))
  T.on_select('Lonely')
  vim.cmd('GliderSearch Lonely')
  local second = backend.clients[dir]
  T.ok(second and second:running() and first:running(), 'two backends run')
  T.wait(function()
    return second.progress ~= nil and second.progress.phase == 'ready'
  end, 'the second backend\'s progress')
  T.ok(first.progress ~= second.progress, 'the first backend keeps its own progress')
  second:stop()
  vim.cmd('edit ' .. vim.fn.fnameescape(T.path('src/Shop.Core/Orders/Order.cs')))
  vim.fn.delete(dir, 'rf')
end)

T.test('a backend that cannot start, or a folder without C#, is an error said once', function()
  local cmd = config.options.cmd
  config.options.cmd = { '/nonexistent/glider', 'nvim' }
  config.options.root_dir = function()
    return T.sample .. '/shared/elsewhere'
  end
  vim.fn.mkdir(T.sample .. '/shared/elsewhere', 'p')
  vim.cmd('enew')
  vim.cmd('GliderSearch Order')
  local note = T.noted('cannot start /nonexistent/glider')
  T.eq(note.level, vim.log.levels.ERROR, 'an error')
  config.options.cmd = cmd
  T.notes = {}
  vim.cmd('GliderSearch Order')
  note = T.noted('no C# solution, project or source file in ' .. T.sample .. '/shared/elsewhere')
  T.eq(note.level, vim.log.levels.ERROR, 'an error')
  config.options.root_dir = nil
  backend.clients[T.sample .. '/shared/elsewhere']:stop()
end)

T.test('no workspace is guessed for a folder without C# markers', function()
  local dir = vim.fn.tempname()
  vim.fn.mkdir(dir, 'p')
  vim.cmd('enew')
  vim.cmd('cd ' .. vim.fn.fnameescape(dir))
  local before = count(backend.clients)
  vim.cmd('GliderSearch Order')
  T.noted('no C# workspace for ')
  T.eq(count(backend.clients), before, 'no backend started')
  T.eq(require('glider').statusline(), '', 'the statusline')
  vim.cmd('GliderStatus')
  T.ok(T.float_lines()[3]:find('no C# workspace for ', 1, true), ':GliderStatus says so: ' .. T.float_lines()[3])
  vim.cmd('cd ' .. vim.fn.fnameescape(T.sample))
end)

T.test(':checkhealth glider', function()
  vim.cmd('checkhealth glider')
  local text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
  -- "- OK: ..." (0.7) or "- OK ..." (later)
  for _, want in ipairs({
    'Neovim 0.',
    ('%s: glider 0.1.0-dev'):format(T.bin),
    'picker: select',
    ('backend for %s: running'):format(T.sample),
  }) do
    local found = false
    for _, line in ipairs(vim.split(text, '\n', { plain = true })) do
      found = found or (line:find('OK', 1, true) and line:find(want, 1, true)) ~= nil
    end
    T.ok(found, ('no OK line says %q in\n%s'):format(want, text))
  end
  vim.cmd('tabclose')
end)

T.run()
