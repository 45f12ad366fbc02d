namespace Shop.Domain; public record Order(int Id);
