using System;

// A type's attributes are bound in its own body: its nested types and the
// ones its bases declare count, protected ones too (Coyote's [Start] and
// [OnEventDoAction] on `class Init : State`, declared in State).
namespace AttributeScopes
{
    public abstract class Actor
    {
        protected sealed class DoAttribute : Attribute { public DoAttribute(string handler) { } }
    }

    public abstract class Machine : Actor
    {
        public abstract class State
        {
            protected sealed class StartAttribute : Attribute { }
            protected sealed class DoAttribute : Attribute { public DoAttribute(string handler) { } }
        }
    }

    public class Tests
    {
        [/*$*/Do(nameof(/*$*/Handle))]
        private class Pinger : Actor
        {
            private void Handle() { }
        }

        private class Door : Machine
        {
            [/*$*/Start]
            [/*$*/Do("open")]
            private class Closed : State { }
        }

        [/*$*/JsonLike(typeof(/*$*/Converter))]
        private class Payload
        {
            private sealed class JsonLikeAttribute : Attribute { public JsonLikeAttribute(Type converter) { } }
            private sealed class Converter { }
        }
    }
}
