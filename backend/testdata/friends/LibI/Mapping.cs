namespace Friends.Streams.Mapping;

internal class TemplateMapping(int variable) { internal int Variable => variable; }
