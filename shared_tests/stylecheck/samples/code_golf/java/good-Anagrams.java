import java.util.*;import java.util.stream.*;
class Anagrams{public static void main(String[] a){Stream.of(a).map(String::toLowerCase).distinct().collect(Collectors.groupingBy(w->{char[] c=w.toCharArray();Arrays.sort(c);return new String(c);})).values().stream().filter(g->g.size()>1).forEach(g->System.out.println(String.join(" ",g)));}}
