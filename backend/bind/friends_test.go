package bind

import "testing"

// TestLeadingLiterals: the text an InternalsVisibleTo argument starts
// with, whose part before the comma names the friend assembly.
func TestLeadingLiterals(t *testing.T) {
	for arg, want := range map[string]string{
		`"App, PublicKey=0024"`:                   "App, PublicKey=0024",
		`@"App" + @",PublicKey=0024"`:             "App,PublicKey=0024",
		`"App" + ", PublicKey=" + Keys.PublicKey`: "App, PublicKey=",
		`"App.Tests, PublicKey=00240000048000009`: "App.Tests, PublicKey=00240000048000009", // cut short
		`@"Say ""hi"""`:                           `Say "hi"`,
		`Names.Tests + ", PublicKey=0024"`:        "",
		`$"{Names.Tests}, PublicKey=0024"`:        "",
		// winforms' friends: the text before the first hole
		`$"System.Windows.Forms, PublicKey={PublicKeys.Ecma}"`: "System.Windows.Forms, PublicKey=",
		`$@"App{{1}}, Key={K}"`:                                "App{1}, Key=",
	} {
		if got := leadingLiterals(arg); got != want {
			t.Errorf("leadingLiterals(%s) = %q, want %q", arg, got, want)
		}
	}
}
