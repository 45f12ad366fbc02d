global using GlobalOrder = Lib.Models.Order;
global using Lib.Statics;
