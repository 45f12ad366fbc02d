package metadata

// The metadata tables (ECMA-335 §II.22) and their column layouts.

// Table numbers.
const (
	tModule                 = 0x00
	tTypeRef                = 0x01
	tTypeDef                = 0x02
	tFieldPtr               = 0x03
	tField                  = 0x04
	tMethodPtr              = 0x05
	tMethodDef              = 0x06
	tParamPtr               = 0x07
	tParam                  = 0x08
	tInterfaceImpl          = 0x09
	tMemberRef              = 0x0A
	tConstant               = 0x0B
	tCustomAttribute        = 0x0C
	tFieldMarshal           = 0x0D
	tDeclSecurity           = 0x0E
	tClassLayout            = 0x0F
	tFieldLayout            = 0x10
	tStandAloneSig          = 0x11
	tEventMap               = 0x12
	tEventPtr               = 0x13
	tEvent                  = 0x14
	tPropertyMap            = 0x15
	tPropertyPtr            = 0x16
	tProperty               = 0x17
	tMethodSemantics        = 0x18
	tMethodImpl             = 0x19
	tModuleRef              = 0x1A
	tTypeSpec               = 0x1B
	tImplMap                = 0x1C
	tFieldRVA               = 0x1D
	tEncLog                 = 0x1E
	tEncMap                 = 0x1F
	tAssembly               = 0x20
	tAssemblyProcessor      = 0x21
	tAssemblyOS             = 0x22
	tAssemblyRef            = 0x23
	tAssemblyRefProcessor   = 0x24
	tAssemblyRefOS          = 0x25
	tFile                   = 0x26
	tExportedType           = 0x27
	tManifestResource       = 0x28
	tNestedClass            = 0x29
	tGenericParam           = 0x2A
	tMethodSpec             = 0x2B
	tGenericParamConstraint = 0x2C
	numTables               = 0x2D
)

// Column kinds: a fixed width, a heap index, a table index or a coded index.
type colKind uint8

const (
	cU16 colKind = iota
	cU32
	cString
	cGUID
	cBlob
	cTable // index into table colSpec.ref
	cCoded // coded index of kind colSpec.ref
)

type colSpec struct {
	kind colKind
	ref  int
}

// Coded index kinds (§II.24.2.6).
const (
	ciTypeDefOrRef = iota
	ciHasConstant
	ciHasCustomAttribute
	ciHasFieldMarshal
	ciHasDeclSecurity
	ciMemberRefParent
	ciHasSemantics
	ciMethodDefOrRef
	ciMemberForwarded
	ciImplementation
	ciCustomAttributeType
	ciResolutionScope
	ciTypeOrMethodDef
	numCoded
)

// codedTables lists, per coded index kind, the table each tag denotes (-1:
// unused tag).
var codedTables = [numCoded][]int{
	ciTypeDefOrRef: {tTypeDef, tTypeRef, tTypeSpec},
	ciHasConstant:  {tField, tParam, tProperty},
	ciHasCustomAttribute: {tMethodDef, tField, tTypeRef, tTypeDef, tParam, tInterfaceImpl, tMemberRef,
		tModule, tDeclSecurity, tProperty, tEvent, tStandAloneSig, tModuleRef, tTypeSpec, tAssembly,
		tAssemblyRef, tFile, tExportedType, tManifestResource, tGenericParam, tGenericParamConstraint, tMethodSpec},
	ciHasFieldMarshal:     {tField, tParam},
	ciHasDeclSecurity:     {tTypeDef, tMethodDef, tAssembly},
	ciMemberRefParent:     {tTypeDef, tTypeRef, tModuleRef, tMethodDef, tTypeSpec},
	ciHasSemantics:        {tEvent, tProperty},
	ciMethodDefOrRef:      {tMethodDef, tMemberRef},
	ciMemberForwarded:     {tField, tMethodDef},
	ciImplementation:      {tFile, tAssemblyRef, tExportedType},
	ciCustomAttributeType: {-1, -1, tMethodDef, tMemberRef, -1},
	ciResolutionScope:     {tModule, tModuleRef, tAssemblyRef, tTypeRef},
	ciTypeOrMethodDef:     {tTypeDef, tMethodDef},
}

// codedBits is the number of tag bits of each coded index kind.
var codedBits = [numCoded]uint{
	ciTypeDefOrRef: 2, ciHasConstant: 2, ciHasCustomAttribute: 5, ciHasFieldMarshal: 1,
	ciHasDeclSecurity: 2, ciMemberRefParent: 3, ciHasSemantics: 1, ciMethodDefOrRef: 1,
	ciMemberForwarded: 1, ciImplementation: 2, ciCustomAttributeType: 3, ciResolutionScope: 2,
	ciTypeOrMethodDef: 1,
}

var (
	u16 = colSpec{kind: cU16}
	u32 = colSpec{kind: cU32}
	str = colSpec{kind: cString}
	gid = colSpec{kind: cGUID}
	blb = colSpec{kind: cBlob}
)

func tbl(t int) colSpec   { return colSpec{kind: cTable, ref: t} }
func coded(k int) colSpec { return colSpec{kind: cCoded, ref: k} }

// schema gives each table's columns in order.
var schema = [numTables][]colSpec{
	tModule:                 {u16, str, gid, gid, gid},
	tTypeRef:                {coded(ciResolutionScope), str, str},
	tTypeDef:                {u32, str, str, coded(ciTypeDefOrRef), tbl(tField), tbl(tMethodDef)},
	tFieldPtr:               {tbl(tField)},
	tField:                  {u16, str, blb},
	tMethodPtr:              {tbl(tMethodDef)},
	tMethodDef:              {u32, u16, u16, str, blb, tbl(tParam)},
	tParamPtr:               {tbl(tParam)},
	tParam:                  {u16, u16, str},
	tInterfaceImpl:          {tbl(tTypeDef), coded(ciTypeDefOrRef)},
	tMemberRef:              {coded(ciMemberRefParent), str, blb},
	tConstant:               {u16, coded(ciHasConstant), blb},
	tCustomAttribute:        {coded(ciHasCustomAttribute), coded(ciCustomAttributeType), blb},
	tFieldMarshal:           {coded(ciHasFieldMarshal), blb},
	tDeclSecurity:           {u16, coded(ciHasDeclSecurity), blb},
	tClassLayout:            {u16, u32, tbl(tTypeDef)},
	tFieldLayout:            {u32, tbl(tField)},
	tStandAloneSig:          {blb},
	tEventMap:               {tbl(tTypeDef), tbl(tEvent)},
	tEventPtr:               {tbl(tEvent)},
	tEvent:                  {u16, str, coded(ciTypeDefOrRef)},
	tPropertyMap:            {tbl(tTypeDef), tbl(tProperty)},
	tPropertyPtr:            {tbl(tProperty)},
	tProperty:               {u16, str, blb},
	tMethodSemantics:        {u16, tbl(tMethodDef), coded(ciHasSemantics)},
	tMethodImpl:             {tbl(tTypeDef), coded(ciMethodDefOrRef), coded(ciMethodDefOrRef)},
	tModuleRef:              {str},
	tTypeSpec:               {blb},
	tImplMap:                {u16, coded(ciMemberForwarded), str, tbl(tModuleRef)},
	tFieldRVA:               {u32, tbl(tField)},
	tEncLog:                 {u32, u32},
	tEncMap:                 {u32},
	tAssembly:               {u32, u16, u16, u16, u16, u32, blb, str, str},
	tAssemblyProcessor:      {u32},
	tAssemblyOS:             {u32, u32, u32},
	tAssemblyRef:            {u16, u16, u16, u16, u32, blb, str, str, blb},
	tAssemblyRefProcessor:   {u32, tbl(tAssemblyRef)},
	tAssemblyRefOS:          {u32, u32, u32, tbl(tAssemblyRef)},
	tFile:                   {u32, str, blb},
	tExportedType:           {u32, u32, str, str, coded(ciImplementation)},
	tManifestResource:       {u32, u32, str, coded(ciImplementation)},
	tNestedClass:            {tbl(tTypeDef), tbl(tTypeDef)},
	tGenericParam:           {u16, u16, coded(ciTypeOrMethodDef), str},
	tMethodSpec:             {coded(ciMethodDefOrRef), blb},
	tGenericParamConstraint: {tbl(tGenericParam), coded(ciTypeDefOrRef)},
}
