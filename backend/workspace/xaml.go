package workspace

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// xamlDialect is how one XAML compiler writes the class of a file with an
// x:Class: WPF's markup compiler, .NET MAUI's XamlG, Avalonia's name
// generator.
type xamlDialect struct {
	items       []string // the item types it compiles
	defaultNS   string   // the XML namespace of its own controls
	types       func(local string) string
	nameAttr    bool   // a Name attribute names a field as x:Name does
	fieldAccess string // of the fields of named elements, unless x:FieldModifier says
	writesBase  bool   // the class derives from the root element's type
	initialize  string // the InitializeComponent it declares
	// windowInitialize, when set, is the one it declares instead for a
	// class whose root element is its Window (see xamlSources)
	windowInitialize string
	wpfConnector     bool // WPF's IComponentConnector
	rootField        bool // the root element's name names a field too, of the class's type
}

var (
	wpfXAML = xamlDialect{items: []string{"page", "applicationdefinition"}, defaultNS: "http://schemas.microsoft.com/winfx/2006/xaml/presentation",
		types: wpfType, nameAttr: true, fieldAccess: "internal", writesBase: true, initialize: "public void InitializeComponent() { }", wpfConnector: true, rootField: true}
	mauiXAML = xamlDialect{items: []string{"mauixaml"}, defaultNS: "http://schemas.microsoft.com/dotnet/2021/maui",
		types: mauiType, fieldAccess: "private", writesBase: true, initialize: "private void InitializeComponent() { }", rootField: true}
	avaloniaXAML = xamlDialect{items: []string{"avaloniaxaml"}, defaultNS: "https://github.com/avaloniaui",
		types: avaloniaType, nameAttr: true, fieldAccess: "internal", initialize: "public void InitializeComponent(bool loadXaml = true) { }"}
	// UWP's compiler reads the presentation XML namespace as its
	// Windows.UI.Xaml controls, and makes private fields.
	uwpXAML = xamlDialect{items: []string{"page", "applicationdefinition"}, defaultNS: "http://schemas.microsoft.com/winfx/2006/xaml/presentation",
		types: uwpType, nameAttr: true, fieldAccess: "private", writesBase: true, initialize: "public void InitializeComponent() { }"}
)

// xamlSources writes the C# the XAML compilers make of a project's XAML
// files with an x:Class, keyed like resxSources: the partial class, its
// base (the root element's type, where the compiler writes it), a field
// for each named element outside templates, typed as the element
// (qualified where its XML namespace says where: a clr-namespace or using
// mapping, or the framework's own controls; a #line directive leads to
// its line), and InitializeComponent.
// WPF's are a project's Page and ApplicationDefinition items (UseWPF),
// MAUI's its MauiXaml (UseMaui), Avalonia's its .axaml files when it
// references Avalonia.
func (e *evaluator) xamlSources(p *Project) map[string][]byte {
	dialects := []xamlDialect{wpfXAML, mauiXAML}
	if strings.EqualFold(e.prop("TargetPlatformIdentifier"), "UAP") {
		dialects[0] = uwpXAML // WinAppDriver's AppUIBasics: its TextBlock is Windows.UI.Xaml.Controls'
	}
	references := func(name string) bool {
		return slices.ContainsFunc(p.PackageReferences, func(r PackageReference) bool { return strings.EqualFold(r.Name, name) })
	}
	if references("Avalonia") {
		avalonia := avaloniaXAML
		if references("Avalonia.Diagnostics") {
			// Avalonia's generator lets a window attach its DevTools when the
			// project references them (NetSparkle's InitializeComponent(bool, bool)).
			avalonia.windowInitialize = "public void InitializeComponent(bool loadXaml = true, bool attachDevTools = true) { }"
		}
		dialects = append(dialects, avalonia)
	}
	out := map[string][]byte{}
	var definitions map[string][]string // read at the first XML namespace that needs it
	xmlns := func(uri string) []string {
		if definitions == nil {
			definitions = e.xmlnsDefinitions()
		}
		return definitions[uri]
	}
	for _, d := range dialects {
		for _, kind := range d.items {
			for _, it := range e.items[kind] {
				data, err := os.ReadFile(it.path)
				if err != nil {
					continue
				}
				f, err := parseXAML(data, d, xmlns)
				if err != nil {
					e.diag("warning", it.path, 0, "the class XAML makes of this file is left out: "+err.Error())
					continue
				}
				if f.class != "" {
					out[e.generatedPath(it.path)] = xamlClass(f, d, kind == "applicationdefinition", it.path)
				}
			}
		}
	}
	return out
}

// xamlLanguageNS is the XML namespace of x:Class, x:Name and the like;
// xaml2009NS that of XAML 2009, which MAUI's templates write.
const (
	xamlLanguageNS = "http://schemas.microsoft.com/winfx/2006/xaml"
	xaml2009NS     = "http://schemas.microsoft.com/winfx/2009/xaml"
)

// xamlFile is what a XAML file declares for C#.
type xamlFile struct {
	class, classModifier, root string
	fields                     []xamlField
	usings                     []string // the CLR namespaces an XML namespace of its elements maps to
}

type xamlField struct {
	access, typ, name string
	line              int
}

// parseXAML reads the x:Class of a XAML file and its named elements;
// xmlns lists the CLR namespaces an assembly maps an XML namespace to.
func parseXAML(data []byte, d xamlDialect, xmlns func(uri string) []string) (*xamlFile, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = false
	f := &xamlFile{}
	depth, templates := 0, 0 // templates: the depth of the outermost template, 0 outside
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return f, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			propertyElement := strings.Contains(t.Name.Local, ".")
			typ := xamlTypeName(t.Name, d)
			if !strings.HasPrefix(typ, "global::") && t.Name.Space != "" {
				for _, ns := range xmlns(t.Name.Space) {
					if !slices.Contains(f.usings, ns) {
						f.usings = append(f.usings, ns)
					}
				}
			}
			if depth == 1 {
				f.root = typ
				f.class, f.classModifier = xamlAttr(t, xamlLanguageNS, "Class"), xamlAttr(t, xamlLanguageNS, "ClassModifier")
				if d.rootField && f.class != "" {
					f.addField(dec, t, d, "global::"+f.class) // ScreenToGif's RecorderWindow.ActualWidth
				}
				continue
			}
			if templates == 0 && strings.HasSuffix(t.Name.Local, "Template") && !propertyElement {
				templates = depth // its elements are in a name scope of their own
			}
			if templates != 0 || propertyElement {
				continue
			}
			f.addField(dec, t, d, typ)
		case xml.EndElement:
			if depth == templates {
				templates = 0
			}
			depth--
		}
	}
}

// addField adds the field of an element x:Name (or Name) names, if any.
func (f *xamlFile) addField(dec *xml.Decoder, t xml.StartElement, d xamlDialect, typ string) {
	name := xamlAttr(t, xamlLanguageNS, "Name")
	if name == "" && d.nameAttr {
		name = xamlAttr(t, "", "Name")
	}
	if name == "" || identifier(name) != name { // a binding or markup extension, no field
		return
	}
	access := d.fieldAccess
	if m := strings.ToLower(xamlAttr(t, xamlLanguageNS, "FieldModifier")); m != "" {
		access = strings.ReplaceAll(m, "notpublic", "internal")
	}
	line, _ := dec.InputPos()
	f.fields = append(f.fields, xamlField{access, typ, name, line})
}

func xamlAttr(t xml.StartElement, space, local string) string {
	for _, a := range t.Attr {
		if (a.Name.Space == space || space == xamlLanguageNS && a.Name.Space == xaml2009NS) && a.Name.Local == local {
			return strings.TrimSpace(a.Value)
		}
	}
	return ""
}

// xamlTypeName is the C# type of an element: qualified where its XML
// namespace maps to a CLR one, else the element's name.
func xamlTypeName(n xml.Name, d xamlDialect) string {
	space := n.Space
	if rest, ok := strings.CutPrefix(space, "clr-namespace:"); ok {
		ns, _, _ := strings.Cut(rest, ";")
		return "global::" + strings.TrimSpace(ns) + "." + n.Local
	}
	if ns, ok := strings.CutPrefix(space, "using:"); ok {
		return "global::" + strings.TrimSpace(ns) + "." + n.Local
	}
	if space == d.defaultNS {
		if ns := d.types(n.Local); ns != "" {
			return "global::" + ns + "." + n.Local
		}
	}
	return n.Local
}

// xmlnsDefinition is an assembly's [XmlnsDefinition("uri", "Clr.Namespace")],
// its strings verbatim or not (MahApps.Metro writes @"http://...").
var xmlnsDefinition = regexp.MustCompile(`XmlnsDefinition(?:Attribute)?\s*\(\s*@?"([^"]+)"\s*,\s*@?"([^"]+)"`)

// xmlnsDefinitions maps XML namespaces to the CLR namespaces the
// [XmlnsDefinition] attributes of the project and of the projects it
// references map them to. They are read from the files assembly
// attributes are written in: the project's AssemblyInfo.cs, and the C#
// files at the top of each project's folder and in its Properties folder
// (WPF UI's AssemblyInfo.cs, AvaloniaEdit's XmlnsAttributes.cs, the .NET
// MAUI Community Toolkit's AssemblyInfo.shared.cs).
func (e *evaluator) xmlnsDefinitions() map[string][]string {
	var files []string
	for _, it := range e.items["compile"] {
		if strings.EqualFold(filepath.Base(it.path), "AssemblyInfo.cs") {
			files = append(files, it.path)
		}
	}
	dirs := []string{e.dir}
	for _, it := range e.items["projectreference"] {
		dirs = append(dirs, filepath.Dir(it.path))
	}
	for _, dir := range dirs {
		for _, d := range []string{dir, filepath.Join(dir, "Properties")} {
			found, _ := filepath.Glob(filepath.Join(d, "*.cs"))
			for _, f := range found {
				if !slices.Contains(files, f) {
					files = append(files, f)
				}
			}
		}
	}
	out := map[string][]string{}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		for _, m := range xmlnsDefinition.FindAllSubmatch(data, -1) {
			uri, ns := string(m[1]), string(m[2])
			if !slices.Contains(out[uri], ns) {
				out[uri] = append(out[uri], ns)
			}
		}
	}
	return out
}

// xamlClass is the C# of one XAML file's class.
func xamlClass(f *xamlFile, d xamlDialect, application bool, path string) []byte {
	namespace, name := "", f.class
	if i := strings.LastIndexByte(f.class, '.'); i >= 0 {
		namespace, name = f.class[:i], f.class[i+1:]
	}
	var b strings.Builder
	b.WriteString("// Glider's stand-in for the class the XAML compiler makes of this file's x:Class\n")
	for _, ns := range f.usings { // an element of an XML namespace an assembly maps is of one of its namespaces
		b.WriteString("using " + ns + ";\n")
	}
	if namespace != "" {
		b.WriteString("namespace " + namespace + "\n{\n")
	}
	access := strings.ToLower(f.classModifier)
	if access == "" && d.writesBase {
		access = "public"
	}
	b.WriteString(strings.TrimSpace(strings.ReplaceAll(access, "notpublic", "internal") + " partial class " + name))
	var bases []string
	if d.writesBase && f.root != "" {
		bases = append(bases, f.root)
	}
	if d.wpfConnector && !application {
		bases = append(bases, "global::System.Windows.Markup.IComponentConnector")
	}
	if len(bases) > 0 {
		b.WriteString(" : " + strings.Join(bases, ", "))
	}
	b.WriteString("\n{\n")
	for _, field := range f.fields {
		b.WriteString(lineDirective(field.line, path))
		b.WriteString("    " + field.access + " " + field.typ + " " + field.name + ";\n")
	}
	b.WriteString("#line default\n")
	initialize := d.initialize
	if d.windowInitialize != "" && f.root == "global::"+d.types("Window")+".Window" {
		initialize = d.windowInitialize
	}
	b.WriteString("    " + initialize + "\n")
	switch {
	case d.wpfConnector && application:
		b.WriteString("    [global::System.STAThreadAttribute] public static void Main() { }\n")
	case d.wpfConnector:
		b.WriteString("    void global::System.Windows.Markup.IComponentConnector.Connect(int connectionId, object target) { }\n")
	}
	b.WriteString("}\n")
	if namespace != "" {
		b.WriteString("}\n")
	}
	return []byte(b.String())
}

// wpfType is the namespace of a WPF element of the presentation XML
// namespace, "" for one not listed.
func wpfType(local string) string {
	return wpfNamespaces[local]
}

var wpfNamespaces = func() map[string]string {
	m := map[string]string{}
	for ns, names := range map[string]string{
		"System.Windows": "Window Application ResourceDictionary FrameworkElement FrameworkContentElement Style Setter " +
			"DataTemplate ControlTemplate HierarchicalDataTemplate Trigger DataTrigger MultiTrigger EventTrigger",
		"System.Windows.Controls": "Button TextBox TextBlock Grid StackPanel Border ListBox ListView ComboBox CheckBox RadioButton " +
			"Label Image ScrollViewer DockPanel WrapPanel Canvas ContentControl ContentPresenter ItemsControl TabControl TabItem " +
			"Menu MenuItem ContextMenu ProgressBar Slider Expander GroupBox DataGrid TreeView TreeViewItem PasswordBox RichTextBox " +
			"Frame Viewbox ToolTip UserControl Page Separator ToolBar ToolBarTray GridSplitter ListBoxItem ComboBoxItem ListViewItem " +
			"DatePicker Calendar MediaElement InkCanvas WebBrowser DocumentViewer FlowDocumentScrollViewer FlowDocumentReader " +
			"VirtualizingStackPanel HeaderedContentControl HeaderedItemsControl ItemsPresenter AccessText GridView GridViewColumn " +
			"DataGridTextColumn DataGridTemplateColumn DataGridCheckBoxColumn DataGridComboBoxColumn Control Decorator Panel " +
			"ColumnDefinition RowDefinition",
		"System.Windows.Controls.Primitives": "Popup ToggleButton RepeatButton StatusBar StatusBarItem UniformGrid ScrollBar " +
			"Thumb TickBar Track",
		"System.Windows.Documents":       "Hyperlink Run Paragraph FlowDocument Span Bold Italic Underline LineBreak InlineUIContainer BlockUIContainer Section Table",
		"System.Windows.Shapes":          "Rectangle Ellipse Path Line Polygon Polyline",
		"System.Windows.Media":           "SolidColorBrush LinearGradientBrush RadialGradientBrush DrawingBrush VisualBrush ImageBrush ScaleTransform RotateTransform TranslateTransform TransformGroup",
		"System.Windows.Media.Animation": "Storyboard DoubleAnimation ColorAnimation ThicknessAnimation ObjectAnimationUsingKeyFrames",
		"System.Windows.Media.Imaging":   "BitmapImage",
		"System.Windows.Media.Effects":   "DropShadowEffect BlurEffect",
		"System.Windows.Navigation":      "NavigationWindow",
		"System.Windows.Data":            "CollectionViewSource",
	} {
		for _, n := range strings.Fields(names) {
			m[n] = ns
		}
	}
	return m
}()

// uwpType is the namespace of a UWP element of the presentation XML
// namespace: WPF's names, in Windows.UI.Xaml instead of System.Windows.
func uwpType(local string) string {
	if ns := wpfNamespaces[local]; ns != "" {
		return "Windows.UI.Xaml" + strings.TrimPrefix(ns, "System.Windows")
	}
	return ""
}

// mauiType is the namespace of a .NET MAUI element of its XML namespace.
func mauiType(local string) string {
	switch local {
	case "Rectangle", "Ellipse", "Line", "Path", "Polygon", "Polyline", "RoundRectangle":
		return "Microsoft.Maui.Controls.Shapes"
	}
	return "Microsoft.Maui.Controls"
}

// avaloniaType is the namespace of an Avalonia element of its XML namespace.
func avaloniaType(local string) string {
	switch local {
	case "Rectangle", "Ellipse", "Line", "Path", "Polygon", "Polyline":
		return "Avalonia.Controls.Shapes"
	case "Popup", "ToggleButton", "RepeatButton", "ScrollBar", "Thumb", "UniformGrid", "TemplatedControl":
		return "Avalonia.Controls.Primitives"
	}
	return "Avalonia.Controls"
}
