// src/Experimental/Idea.cs
