-- Columns: Neovim's bytes against the protocol's UTF-16 code units, in
-- glider.position alone, and through the commands on the sample's
-- non-ASCII identifiers (Paketgröße, Größe, the 📦 before them).

local T = dofile(os.getenv('GLIDER_TEST_PLUGIN') .. '/tests/helpers.lua')
T.setup()

local position = require('glider.position')

T.test('bytes to UTF-16 and back on one line', function()
  -- "Größe" is 7 bytes and 5 units; "📦" 4 bytes and 2 units (a surrogate pair).
  local line = 'x 📦 Größe(y)'
  local cases = { -- byte column (0-based), UTF-16 column (0-based)
    { 0, 0 }, { 2, 2 }, { 6, 4 }, { 7, 5 }, { 9, 7 }, { 10, 7 }, { 14, 10 }, { 15, 11 }, { #line, 13 },
  }
  for _, c in ipairs(cases) do
    T.eq(position.byte_to_utf16(line, c[1]), c[2], ('byte_to_utf16 at byte %d'):format(c[1]))
  end
  -- each character start maps back; inside a surrogate pair means the pair's start
  for _, c in ipairs({ { 0, 0 }, { 2, 2 }, { 3, 2 }, { 4, 6 }, { 5, 7 }, { 7, 9 }, { 8, 11 }, { 10, 14 }, { 13, #line }, { 99, #line } }) do
    T.eq(position.utf16_to_byte(line, c[1]), c[2], ('utf16_to_byte at unit %d'):format(c[1]))
  end
  -- a byte in the middle of a character counts as its start
  T.eq(position.byte_to_utf16(line, 3), 2, 'inside 📦')
  T.eq(position.byte_to_utf16(line, 12), 8, 'inside ß')
  T.eq(position.utf16_len('Paketgröße'), 10, 'utf16_len')
  T.eq(position.utf16_len('📦📦'), 4, 'utf16_len of two surrogate pairs')
  -- a byte that starts no UTF-8 sequence is one unit (U+FFFD), as in the backend
  T.eq(position.byte_to_utf16('a\255b', 3), 3, 'an invalid byte')
  T.eq(position.utf16_to_byte('a\255b', 2), 2, 'after an invalid byte')
  T.eq(position.byte_to_utf16('\195(', 2), 2, 'a truncated sequence')
end)

T.test('the cursor and jumps convert through the buffer line', function()
  T.edit('src/Shop.Core/Catalog/Sizing.cs')
  T.cursor_on(24, 'Größe(')
  T.eq(position.cursor(), { filePath = T.path('src/Shop.Core/Catalog/Sizing.cs'), line = 24, column = 30 }, 'cursor()')
  T.eq(position.to_cursor(0, 24, 30), { 24, 31 }, 'to_cursor')
  T.eq(position.to_cursor(0, 999, 1), { 35, 0 }, 'a line past the end')
end)

T.test('lines read from disk lose CR and BOM, a loaded buffer gives its edits', function()
  local path = T.sample .. '/crlf.txt'
  local f = assert(io.open(path, 'wb'))
  f:write('\239\187\191ö = 1;\r\nvar 📦 = Größe;\r\n')
  f:close()
  local reader = position.reader()
  T.eq(reader:line(path, 1), 'ö = 1;', 'first line, BOM and CR gone')
  T.eq(reader:byte_col(path, 2, 7), 9, 'byte column after 📦')
  T.eq(reader:byte_col(path, 2, 10), 12, 'byte column of Größe')
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  vim.api.nvim_buf_set_lines(0, 1, 2, false, { 'Größe 📦' })
  reader = position.reader()
  T.eq(reader:line(path, 2), 'Größe 📦', 'the buffer, not the disk')
  T.eq(reader:byte_col(path, 2, 7), 9, 'byte column in the buffer')
  vim.cmd('bwipeout!')
end)

T.test('a non-ASCII name under the cursor is found (bytes would land elsewhere)', function()
  T.edit('src/Shop.Core/Catalog/Sizing.cs')
  -- the last letter of Größe: 4 bytes further on is "this"
  T.cursor_on(24, 'e(this')
  vim.cmd('GliderSymbol')
  T.eq(T.float_lines()[1],
    'public static Shop.Core.Catalog.Paketgröße Shop.Core.Catalog.Sizing.Größe(this Shop.Core.Catalog.PhysicalProduct product)',
    'the signature')
  -- after "📦 Größe" (4 bytes more than units): the end of product, not Etikett
  T.edit('tests/Shop.Tests/PricingTests.cs')
  T.cursor_on(86, 't.Etikett')
  vim.cmd('GliderSymbol')
  T.eq(T.float_lines()[1], 'product is a local of type Shop.Core.Catalog.PhysicalProduct', 'a local')
end)

T.test('jumps land on the byte of the UTF-16 column', function()
  T.edit('src/Shop.Core/Orders/Order.cs')
  vim.cmd('GliderResolve Sizing.Größe')
  T.eq(T.where(), { 'src/Shop.Core/Catalog/Sizing.cs', 24, 31 }, 'the cursor on Größe')
  vim.cmd('GliderResolve Paketgröße.Groß')
  T.eq(T.where(), { 'src/Shop.Core/Catalog/Sizing.cs', 10, 4 }, 'the cursor on Groß')
end)

T.test('quickfix columns are bytes', function()
  T.edit('src/Shop.Core/Catalog/Sizing.cs')
  T.cursor_on(33, 'Etikett')
  vim.cmd('GliderReferences')
  T.eq(T.quickfix().items, {
    { 'tests/Shop.Tests/PricingTests.cs', 86, 53, 'Assert.StartsWith("📦 Größe: ", product.Etikett());' },
  }, 'the references of Etikett')
end)

T.run()
