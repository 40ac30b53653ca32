// The 25 most frequent words of a file, golfed: the comment is no line of code.
import java.nio.file.*;import java.util.*;import java.util.stream.*;
class Top{public static void main(String[] a)throws Exception{Stream.of(Files.readString(Path.of(a[0])).toLowerCase().split("[^a-z]+")).filter(w->w.length()>1).collect(Collectors.groupingBy(w->w,Collectors.counting())).entrySet().stream().sorted(Map.Entry.<String,Long>comparingByValue().reversed()).limit(25).forEach(e->System.out.println(e.getKey()+" - "+e.getValue()));}}
