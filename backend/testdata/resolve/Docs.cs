using System.Collections.Generic;
using Res.Model;

namespace Res.Docs;

/// <summary>
/// Names in crefs resolve in the scope of what the comment documents: <see cref="/*$*/Summarize(/*$*/Order)"/>,
/// <see cref="Summarize(/*$*/string, /*$*/int)"/>, <see cref="/*$*/Order./*$*/Total"/>,
/// <see cref="/*$*/List{/*$*/T}./*$*/Add(/*$*/T)"/> and <see cref="/*$*/Res./*$*/Model./*$*/Line"/>.
/// </summary>
public class Report
{
    /// <summary>Sums an <see cref="/*$*/Order"/>, like <see cref="/*$*/Summarize(string, int)"/>.</summary>
    public decimal Summarize(Order order) => order.Total;

    /// <summary>Sums a <see cref="/*$*/Missing"/> one.</summary>
    public decimal Summarize(string sku, int quantity) => quantity;
}
