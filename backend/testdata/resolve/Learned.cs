// A type no assembly read declares, written where several namespaces no
// assembly read declares are imported, is in the one namespace all the
// signatures that write it import (Kavita's UserManager<AppUser> under
// AutoMapper and Microsoft.AspNetCore.Identity, elsewhere under
// Microsoft.AspNetCore.Identity and others): its documentation ID names
// it. Where they share several, it stays as written (IMapper here).
namespace Res.Learned.Accounts
{
    using Missing.Identity;
    using Missing.Mapping;

    public class AccountService
    {
        public AccountService(UserStore<int> store, IMapper mapper) { }
    }
}

namespace Res.Learned.Tokens
{
    using Missing.Identity;
    using Missing.Web;

    public class TokenService
    {
        public TokenService(UserStore<int> store, RequestContext context) { }
    }
}

namespace Res.Learned.Use
{
    public class Maker
    {
        object Make(Missing.Identity.UserStore<int> store, Missing.Mapping.IMapper mapper) => new Res.Learned.Accounts./*$*/AccountService(store, mapper);
    }
}
