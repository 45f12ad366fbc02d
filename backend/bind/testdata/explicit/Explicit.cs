using System;

namespace E
{
    public interface IPlain
    {
        void Run();
        int Size { get; }
        event EventHandler Done;
        int this[int i] { get; }
    }

    public interface IPair<TKey, TValue>
    {
        void Add(TKey key, TValue value);
        TValue Get(TKey key);
    }

    public interface IConvert<T>
    {
        T To<TOut>(TOut x);
    }

    public interface IBag<T>
    {
        void Put(T item);
    }

    public class Impl : IPlain, IPair<string, int>, IPair<int?, Impl>, IDisposable
    {
        void IPlain.Run() { }
        int IPlain.Size => 0;
        event EventHandler IPlain.Done { add { } remove { } }
        int IPlain.this[int i] => i;
        void IPair<string, int>.Add(string key, int value) { }
        int IPair<string, int>.Get(string key) => 0;
        void IPair<int?, Impl>.Add(int? key, Impl value) { }
        Impl IPair<int?, Impl>.Get(int? key) => this;
        void global::System.IDisposable.Dispose() { }
    }

    public class Generic<T> : IPair<T, Generic<T>>, IConvert<T[]>
    {
        void IPair<T, Generic<T>>.Add(T key, Generic<T> value) { }
        Generic<T> IPair<T, Generic<T>>.Get(T key) => this;
        T[] IConvert<T[]>.To<TOut>(TOut x) => null;
    }

    public class Bags : IBag<int[]>, IBag<nint>, IBag<string?>, IBag<int[,]>
    {
        void IBag<int[]>.Put(int[] item) { }
        void IBag<nint>.Put(nint item) { }
        void IBag<string?>.Put(string? item) { }
        void IBag<int[,]>.Put(int[,] item) { }
    }

    public class Host<T>
    {
        public interface IInner
        {
            void Ping(T t);
        }

        public class Worker : IInner
        {
            void IInner.Ping(T t) { }
        }
    }

    public interface IChild : IPlain
    {
        void IPlain.Run() { }
    }

    public interface IZero<TSelf> where TSelf : IZero<TSelf>
    {
        static abstract TSelf Zero { get; }
        static abstract TSelf operator +(TSelf a, TSelf b);
    }

    public class Num : IZero<Num>
    {
        static Num IZero<Num>.Zero => null;
        static Num IZero<Num>.operator +(Num a, Num b) => a;
    }
}
