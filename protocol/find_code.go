package protocol

// ToolFindCode is the front door: a question routed to the tool that answers it.
const ToolFindCode = "find_code"

// FindCodeArgs are find_code's arguments.
type FindCodeArgs struct {
	Common
	// Query is what to find: a name (Order, Order.Total, IRepository<T>, a
	// pattern with * and ?), a symbolKey, a file path, text in quotes, or a
	// short question such as "callers of PlaceAsync" or "what implements IEntity".
	Query string `json:"query"`
	// Intent is auto (the default: read from the query), symbol, references,
	// implementations, callers, hierarchy, fileOutline or literalText.
	Intent string `json:"intent,omitempty"`
	// Scope limits the routed tool's answer: project:NAME, folder:PATH (and
	// namespace:PREFIX where the tool takes it).
	Scope string `json:"scope,omitempty"`
	// Kinds narrow the symbol the query names (Type, Method, Property ...).
	Kinds     StringList `json:"kinds,omitempty"`
	Skip      *int       `json:"skip,omitempty"`
	Take      *int       `json:"take,omitempty"`
	PathStyle string     `json:"pathStyle,omitempty"`
}

// FindCodeResult is find_code's answer: the routed tool's, and how it was chosen.
type FindCodeResult struct {
	// Intent is the intent followed (auto resolved to one).
	Intent string `json:"intent"`
	// RoutedTool answered; RoutedArgs are the arguments it was called with
	// (call it directly with them, and skip or take, to page on).
	RoutedTool string         `json:"routedTool"`
	RoutedArgs map[string]any `json:"routedArgs"`
	// Result is the routed tool's answer, as that tool gives it.
	Result any   `json:"result"`
	Hints  Hints `json:"hints"`
}
