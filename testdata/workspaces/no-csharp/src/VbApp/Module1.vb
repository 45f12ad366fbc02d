Module Module1
End Module
