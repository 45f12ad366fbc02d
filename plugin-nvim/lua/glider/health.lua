-- :checkhealth glider

local M = {}

-- vim.health (0.8+) or the health module of 0.7.
local health = vim.health or require('health')
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local warn = health.warn or health.report_warn
local error = health.error or health.report_error
local info = health.info or health.report_info

function M.check()
  local config = require('glider.config')
  start('glider.nvim')

  local v = vim.version()
  local version = ('%d.%d.%d'):format(v.major, v.minor, v.patch)
  if vim.fn.has('nvim-0.7') == 1 then
    ok('Neovim ' .. version)
  else
    error('Neovim ' .. version .. ': glider.nvim needs 0.7 or later')
  end

  local cmd = config.options.cmd
  local exe = vim.fn.exepath(cmd[1])
  if exe == '' then
    error(('%s is not executable'):format(cmd[1]), {
      'Build it: go build -o ~/go/bin/glider ./cmd/glider (in the glider repository)',
      "or point setup({ cmd = { '/path/to/glider', 'nvim' } }) at it",
    })
  else
    local out = vim.fn.system({ exe, 'version' })
    if vim.v.shell_error == 0 then
      ok(('%s: %s'):format(exe, vim.trim(out)))
    else
      error(('%s version failed: %s'):format(exe, vim.trim(out)))
    end
  end
  info('backend command: ' .. table.concat(cmd, ' ') .. ' ROOT')

  local picker = require('glider.picker')
  local has_telescope = pcall(require, 'telescope.pickers')
  local has_fzf = pcall(require, 'fzf-lua')
  info(('Telescope %s, fzf-lua %s'):format(has_telescope and 'installed' or 'not installed',
    has_fzf and 'installed' or 'not installed'))
  local kind = picker.kind()
  if kind == 'telescope' and not has_telescope or kind == 'fzf-lua' and not has_fzf then
    error(('picker = %q, but it is not installed'):format(kind))
  else
    ok('picker: ' .. kind)
  end
  if kind == 'fzf-lua' and vim.fn.executable('fzf') == 0 then
    warn('fzf-lua needs the fzf executable, which is not on PATH')
  end

  local backend = require('glider.backend')
  local roots = vim.tbl_keys(backend.clients)
  table.sort(roots)
  if #roots == 0 then
    info('no backend started yet (one starts with the first command or C# buffer)')
  end
  for _, root in ipairs(roots) do
    local client = backend.clients[root]
    if client:running() then
      ok(('backend for %s: running (pid %s)'):format(root, tostring(client:pid())))
    elseif client.state == 'dead' then
      local last = client:last_error()
      warn(('backend for %s: exited%s'):format(root, last and (': ' .. last) or ''), { ':GliderRestart' })
    else
      info(('backend for %s: stopped'):format(root))
    end
  end
end

return M
